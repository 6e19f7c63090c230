import { createHash, randomBytes } from 'node:crypto';
import {
  accountMessages,
  type LoginBody,
  type RegisterBody,
  type UpdateUserBody,
  type User,
} from '@ironvolt/shared/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import type { Mailer } from '../../plugins/external/mail.ts';
import {
  bumpTokenVersion,
  consumeCode,
  findUserByEmail,
  findUserById,
  insertCode,
  insertUser,
  listUsers,
  lockAdmins,
  replacePasswordHash,
  setRoleByEmail,
  type UserRow,
  updateUser,
} from './accounts-repository.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';

export interface AccountsDeps {
  db: Database;
  tokens: TokenService;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const RESET_TTL_MS = 60 * 60 * 1000;
// Verifying against a real hash when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

/** A user row as SPEC's JSON; `role` only when admin. */
export function toUserJson(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    ...(row.image ? { image: row.image } : {}),
    ...(row.phoneNo ? { phoneNo: row.phoneNo } : {}),
    ...(row.role === 'admin' ? { role: 'admin' as const } : {}),
    address: { country: row.country ?? '', state: row.state ?? '', streetAddress: row.streetAddress ?? '' },
    social: { linkedin: row.linkedin ?? '', twitter: row.twitter ?? '' },
  };
}

const issueFor = (deps: AccountsDeps, row: UserRow) =>
  deps.tokens.issue({ sub: row.id, ver: row.tokenVersion });
const isListedAdmin = (deps: AccountsDeps, email: string) =>
  deps.config.auth.adminEmails.includes(email.toLowerCase());

/** Creates a password account and signs it in; 409 when the email is taken, whatever its case. */
export async function register(deps: AccountsDeps, body: RegisterBody): Promise<string> {
  const email = body.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw conflict(accountMessages.emailTaken, 'email');
  const row = await insertUser(deps.db, {
    name: body.name,
    email,
    passwordHash: await hashPassword(body.password),
    role: isListedAdmin(deps, email) ? 'admin' : null,
  });
  if (!row) throw conflict(accountMessages.emailTaken, 'email');
  return issueFor(deps, row);
}

/** Checks the password; the same 401 for an unknown email and a wrong password. */
export async function login(deps: AccountsDeps, body: LoginBody): Promise<string> {
  const row = await findUserByEmail(deps.db, body.email);
  if (!row?.passwordHash) {
    // A refusal (too many hashes waiting) must not stay the dummy hash for good.
    dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    });
    await verifyPassword(await dummyHash, body.password);
    throw unauthorized(accountMessages.badCredentials);
  }
  if (!(await verifyPassword(row.passwordHash, body.password)))
    throw unauthorized(accountMessages.badCredentials);
  if (needsRehash(row.passwordHash)) {
    // An upgrade only: a failure to store it must not refuse a right password.
    try {
      await replacePasswordHash(deps.db, row.id, row.passwordHash, await hashPassword(body.password));
    } catch (err) {
      deps.log.warn({ err, userId: row.id }, 'could not store the re-hashed password; the old hash stays');
    }
  }
  return issueFor(deps, row);
}

/** Ends the user's tokens on the server, on every device. */
export async function logout(deps: AccountsDeps, user: CurrentUser): Promise<void> {
  await bumpTokenVersion(deps.db, user.id);
}

export async function getMe(deps: AccountsDeps, user: CurrentUser): Promise<User> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  return toUserJson(row);
}

/** GET /user/:email: one's own record, or anyone's for an admin. */
export async function getUserByEmail(deps: AccountsDeps, user: CurrentUser, email: string): Promise<User> {
  if (user.role !== 'admin' && user.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw forbidden(accountMessages.forbidden);
  }
  const row = await findUserByEmail(deps.db, email);
  if (!row) throw notFound(accountMessages.userNotFound);
  return toUserJson(row);
}

/** PUT /users: the registration sequence's upsert of the signed-in user's own name. */
export async function upsertOwnName(deps: AccountsDeps, user: CurrentUser, name: string): Promise<void> {
  await updateUser(deps.db, user.id, { name });
}

/** PUT /updateUser/:id: profile fields only; role and email are never taken from the body. */
export async function updateProfile(
  deps: AccountsDeps,
  user: CurrentUser,
  id: string,
  body: UpdateUserBody,
): Promise<void> {
  const target = isUuid(id) ? await findUserById(deps.db, id) : undefined;
  if (!target) {
    if (user.role === 'admin') throw notFound(accountMessages.userNotFound);
    throw forbidden(accountMessages.forbidden);
  }
  if (user.role !== 'admin' && target.id !== user.id) throw forbidden(accountMessages.forbidden);
  await updateUser(deps.db, target.id, {
    name: body.name,
    ...(body.phoneNo !== undefined ? { phoneNo: body.phoneNo } : {}),
    ...(body.address?.country !== undefined ? { country: body.address.country } : {}),
    ...(body.address?.state !== undefined ? { state: body.address.state } : {}),
    ...(body.address?.streetAddress !== undefined ? { streetAddress: body.address.streetAddress } : {}),
    ...(body.social?.linkedin !== undefined ? { linkedin: body.social.linkedin } : {}),
    ...(body.social?.twitter !== undefined ? { twitter: body.social.twitter } : {}),
    ...(body.image !== undefined ? { image: body.image } : {}),
  });
}

export async function getUsers(deps: AccountsDeps): Promise<User[]> {
  return (await listUsers(deps.db)).map(toUserJson);
}

export async function makeAdmin(deps: AccountsDeps, email: string): Promise<void> {
  if (!(await setRoleByEmail(deps.db, email, 'admin'))) throw notFound(accountMessages.userNotFound);
}

/** Removes admin status; the last admin cannot remove their own (409), so the shop always has one. */
export async function removeAdmin(deps: AccountsDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await findUserByEmail(tx, email);
    if (!target) throw notFound(accountMessages.userNotFound);
    if (target.role === 'admin' && admins.length <= 1) throw conflict(accountMessages.lastAdmin, 'email');
    await setRoleByEmail(tx, email, null);
  });
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Makes a single-use code for a user and returns it; only its hash is stored. */
export async function createCode(
  deps: Pick<AccountsDeps, 'db'>,
  userId: string,
  purpose: 'password_reset' | 'google_login',
  ttlMs: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await insertCode(deps.db, {
    codeHash: hashCode(code),
    purpose,
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return code;
}

/** Trades the single-use code of a finished Google sign-in for an access token. */
export async function exchangeGoogleCode(deps: AccountsDeps, code: string): Promise<string> {
  const userId = await consumeCode(deps.db, hashCode(code), 'google_login');
  const row = userId ? await findUserById(deps.db, userId) : undefined;
  if (!row) throw unauthorized(accountMessages.googleFailed);
  return issueFor(deps, row);
}

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (!row) return;
  const code = await createCode(deps, row.id, 'password_reset', RESET_TTL_MS);
  const link = `${deps.config.publicUrl}/reset-password?token=${code}`;
  await deps.mailer.send({
    to: row.email,
    subject: `Reset your ${deps.config.shopName} password`,
    text: [
      `Hello ${row.name || 'there'},`,
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link within an hour:',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
  if (deps.mailer.outbox)
    deps.log.info({ to: row.email, link }, 'password reset link (no SMTP_URL: see the outbox)');
}

/** Sets the new password from a live reset code, once, and ends every older token. */
export async function confirmPasswordReset(
  deps: AccountsDeps,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeCode(tx, hashCode(token), 'password_reset');
    if (!userId) throw badRequest(accountMessages.resetInvalid, 'token');
    await updateUser(tx, userId, { passwordHash });
    await bumpTokenVersion(tx, userId);
  });
}
