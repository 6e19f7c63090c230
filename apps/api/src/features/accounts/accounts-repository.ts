import type { UserSort } from '@ironvolt/shared/accounts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CodePurpose, oneTimeCodes, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
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

/** `text` matched literally inside a LIKE pattern: its %, _ and \ escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the accounts not deleted, and how many match: each word of `q` somewhere in the name or the email
 * (any letter case), sorted by name, by email or newest first; the id breaks ties so that pages never overlap.
 */
export async function listUsers(
  db: Executor,
  query: { q?: string | undefined; sort: UserSort; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  // Both sides through the database's lower(), so that a letter folds the same way in the text and in the search.
  const where = and(
    isNull(users.deletedAt),
    ...words.map(
      (word) => sql`lower(${users.name} || ' ' || ${users.email}) like lower(${`%${likeLiteral(word)}%`})`,
    ),
  );
  const order = {
    name: [asc(sql`lower(${users.name})`), asc(sql`lower(${users.email})`), asc(users.id)],
    email: [asc(sql`lower(${users.email})`), asc(users.id)],
    newest: [desc(users.createdAt), desc(users.id)],
  }[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

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

/**
 * Empties the user's row of everything personal and ends the account: its single-use codes go, and the address is
 * freed for a new registration (the row keeps a placeholder). What other features hold of the user, each erases
 * itself (profile-service.ts deleteAccount).
 */
export async function eraseAccount(db: Executor, userId: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  await db
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      name: '',
      image: null,
      phoneNo: null,
      role: null,
      country: null,
      state: null,
      streetAddress: null,
      linkedin: null,
      twitter: null,
      passwordHash: null,
      googleSubject: null,
      emailVerifiedAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deletedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
