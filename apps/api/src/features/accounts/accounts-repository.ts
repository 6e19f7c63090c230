import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CodePurpose, oneTimeCodes, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/** Inserts a user; undefined when the email is taken (the unique index decides, so concurrent sign-ups are safe). */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Replaces a password hash only if it is still `oldHash` (a reset in between wins). */
export async function replacePasswordHash(db: Executor, id: string, oldHash: string, newHash: string) {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)));
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Ends every token the user holds: they carry the old version. */
export async function bumpTokenVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export const listUsers = (db: Executor) =>
  db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));

export async function setRoleByEmail(
  db: Executor,
  email: string,
  role: 'admin' | null,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ role }).where(byEmail(email)).returning();
  return row;
}

/** Promotes the listed emails (ADMIN_EMAILS) whose accounts have proven their address. */
export async function promoteEmails(db: Executor, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(sql`lower(${users.email})`, emails), isNotNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length;
}

/**
 * Records that the owner proved the address, and makes them admin when `promote` (a listed address), only on
 * the change from unverified: true when it was that change.
 */
export async function markEmailVerified(db: Executor, id: string, promote: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), ...(promote ? { role: 'admin' as const } : {}) })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Locks the user's row until the transaction ends: changes of one account's password run one at a time. */
export async function lockUser(db: Executor, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** The admins' ids, locked until the transaction ends, so two demotions cannot both pass the last-admin check. */
export async function lockAdmins(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.map((r) => r.id);
}

export async function insertCode(
  db: Executor,
  code: { codeHash: string; purpose: CodePurpose; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(code);
}

/** The user a code was made for, whatever its state (used, expired); undefined when unknown. */
export async function findCodeOwner(
  db: Executor,
  codeHash: string,
  purpose: CodePurpose,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose)))
    .limit(1);
  return row?.userId;
}

/** Ends every live code of one purpose that the user holds. */
export async function revokeCodes(db: Executor, userId: string, purpose: CodePurpose): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    );
}

/** Marks a live code used and returns its user; undefined when unknown, expired or already used. */
export async function consumeCode(
  db: Executor,
  codeHash: string,
  purpose: CodePurpose,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId;
}
