import { createHash, randomBytes } from 'node:crypto';
import {
  accountMessages,
  type DeleteAccountBody,
  EMAIL_VERIFICATION_TTL_HOURS,
  FRESH_SIGN_IN_MINUTES,
  type LoginBody,
  type MyData,
  type RegisterBody,
  type UpdateUserBody,
  type User,
  type UsersQuery,
} from '@ironvolt/shared/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { CodePurpose } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
  unprocessable,
} from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { mailShopOf } from '../../mail-templates/templates.ts';
import { assertOwnerOrAdmin, type CurrentUser } from '../../plugins/app/auth.ts';
import type { MailOutbox } from '../../plugins/app/mail-outbox.ts';
import type { TokenService } from '../../plugins/app/tokens.ts';
import {
  anonymizeOrdersOf,
  cancelUnpaidOrdersOf,
  countOrdersOnTheirWay,
  listOrdersOfUser,
  toOrderJson,
} from '../orders/public.ts';
import {
  bumpTokenVersion,
  consumeCode,
  eraseAccount,
  findCodeOwner,
  findUserByEmail,
  findUserById,
  insertCode,
  insertUser,
  listReviewsOfUser,
  listUsers,
  lockAdmins,
  lockUser,
  markEmailVerified,
  replacePasswordHash,
  revokeCodes,
  setRoleByEmail,
  type UserRow,
  updateUser,
} from './accounts-repository.ts';
import type { Device } from './device-cookies.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { providerAvatarRule } from './profile-images.ts';

export interface AccountsDeps {
  db: Database;
  tokens: TokenService;
  config: Config;
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
  /** The folder mails are written to when there is no SMTP server (their links are logged then too). */
  mailFolder: string | undefined;
  log: FastifyBaseLogger;
  /** True when a URL names an image this shop's upload service stored (the uploads feature answers). */
  isOwnImage: (url: string) => Promise<boolean>;
}

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFICATION_TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;
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
    emailVerified: row.emailVerifiedAt !== null,
    oidcOnly: row.passwordHash === null,
    address: { country: row.country ?? '', state: row.state ?? '', streetAddress: row.streetAddress ?? '' },
    social: { linkedin: row.linkedin ?? '', twitter: row.twitter ?? '' },
  };
}

/** A sign-in's answer: the token, and whose account it opens (the browser's device cookie names it). */
export interface SignedInAccount {
  accessToken: string;
  userId: string;
}

const issueFor = async (deps: AccountsDeps, row: UserRow): Promise<SignedInAccount> => ({
  accessToken: await deps.tokens.issue({ sub: row.id, ver: row.tokenVersion }),
  userId: row.id,
});
export const isListedAdmin = (deps: Pick<AccountsDeps, 'config'>, email: string) =>
  deps.config.auth.adminEmails.includes(email.toLowerCase());

/**
 * Creates a password account, mails it the link that proves its address, and signs it in; 409 when the email is
 * taken, whatever its case. The account is a customer until the address is proven, even one in ADMIN_EMAILS.
 */
export async function register(deps: AccountsDeps, body: RegisterBody): Promise<SignedInAccount> {
  const email = body.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw conflict(accountMessages.emailTaken, 'email');
  const passwordHash = await hashPassword(body.password);
  // The account and its verification mail are written together; the mail is sent from the outbox afterwards,
  // so a mail server that is down neither refuses the account (SPEC's journey) nor loses the mail.
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertUser(tx, { name: body.name, email, passwordHash, role: null });
    if (inserted) await mailVerificationLink(deps, tx, inserted);
    return inserted;
  });
  if (!row) throw conflict(accountMessages.emailTaken, 'email');
  return issueFor(deps, row);
}

/** Writes the mail of a single-use link that proves the address: `$PUBLIC_URL/verify-email?token=…`. */
async function mailVerificationLink(deps: AccountsDeps, tx: Executor, row: UserRow): Promise<void> {
  const code = await createCode(tx, row.id, 'email_verification', VERIFICATION_TTL_MS);
  const link = `${deps.config.publicUrl}/verify-email?token=${code}`;
  await deps.mailOutbox.enqueue(tx, {
    kind: 'email_verification',
    to: row.email,
    subject: `Confirm your email address for ${deps.config.shopName}`,
    // No name: whoever registered may have typed one for a stranger's mailbox (a URL, a phone number).
    data: { shop: mailShopOf(deps.config), link, hours: EMAIL_VERIFICATION_TTL_HOURS },
  });
  if (deps.mailFolder)
    deps.log.info({ to: row.email, link }, 'email verification link (no SMTP_URL: see the outbox)');
}

/**
 * Proves the address of the account a live verification link names, once; an address in ADMIN_EMAILS becomes
 * admin then. 400 for a used, expired or unknown link.
 */
export async function verifyEmail(deps: AccountsDeps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeCode(tx, hashCode(token), 'email_verification');
    const row = userId ? await findUserById(tx, userId) : undefined;
    if (!row) throw badRequest(accountMessages.verifyInvalid, 'token');
    await markEmailVerified(tx, row.id, isListedAdmin(deps, row.email));
    // Every other link mailed for it is spent too: the address is proven.
    await revokeCodes(tx, row.id, 'email_verification');
  });
}

/** "Send the link again": a new verification mail for the signed-in user; 409 when already verified. */
export async function resendVerification(deps: AccountsDeps, user: CurrentUser): Promise<void> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  if (row.emailVerifiedAt) throw conflict(accountMessages.verifyAlreadyDone);
  await deps.db.transaction((tx) => mailVerificationLink(deps, tx, row));
}

/** Checks the password; the same 401 for an unknown email and a wrong password. */
export async function login(deps: AccountsDeps, body: LoginBody): Promise<SignedInAccount> {
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

/**
 * The nonce of a device cookie (readDeviceCookie) that names the account of `email`: that browser signed in to
 * it before. Undefined for no cookie, or one of another account, which count as a new device.
 */
export async function deviceOfAccount(
  deps: AccountsDeps,
  device: Device | null,
  email: string,
): Promise<string | undefined> {
  if (!device) return undefined;
  const row = await findUserByEmail(deps.db, email);
  return row?.id === device.userId ? device.nonce : undefined;
}

/** Ends the user's tokens on the server, on every device. */
export async function logout(deps: AccountsDeps, user: CurrentUser): Promise<void> {
  await bumpTokenVersion(deps.db, user.id);
}

/** GET /me/data: everything the shop holds about the signed-in user: profile, every order, every review. */
export async function getMyData(deps: AccountsDeps, user: CurrentUser): Promise<MyData> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  const [orderRows, reviewRows] = await Promise.all([
    listOrdersOfUser(deps.db, user.id),
    listReviewsOfUser(deps.db, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: toUserJson(row),
    orders: orderRows.map(toOrderJson),
    reviews: reviewRows.map((r) => ({
      _id: r.id,
      review: String(r.rating),
      detaisReview: r.text,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * DELETE /me: the owner, proven by the account's password (or, for an account without one, by a sign-in in the
 * last FRESH_SIGN_IN_MINUTES), deletes their account. In one transaction: unpaid orders are cancelled and their
 * stock returns, and the account is emptied (eraseAccount). The last admin cannot go (409), nor can an account
 * with orders on their way (409: their address is needed to deliver them). Answers the payment intents of the
 * cancelled orders, to void after the commit, as the buyer's own cancel does.
 */
export async function deleteAccount(
  deps: AccountsDeps,
  user: CurrentUser,
  body: DeleteAccountBody,
  now = Date.now(),
): Promise<{ cancelled: number; intentsToVoid: string[] }> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  if (row.passwordHash) {
    if (!body.password) throw badRequest(accountMessages.deletePasswordRequired, 'password');
    if (!(await verifyPassword(row.passwordHash, body.password)))
      throw forbidden(accountMessages.deleteWrongPassword);
  } else if (now / 1000 - user.signedInAt > FRESH_SIGN_IN_MINUTES * 60) {
    throw forbidden(accountMessages.deleteNeedsFreshSignIn);
  }
  return deps.db.transaction(async (tx) => {
    // The admins first, in the order removeAdmin locks them: two admins leaving at once cannot both be last-but-one.
    const admins = await lockAdmins(tx);
    await lockUser(tx, row.id);
    const current = await findUserById(tx, row.id);
    // The password changed (or the account went) since it was checked: that sign-in no longer proves anything.
    if (!current || current.deletedAt || current.tokenVersion !== user.tokenVersion)
      throw unauthorized(accountMessages.notLoggedIn);
    if (current.role === 'admin' && admins.length <= 1) throw conflict(accountMessages.deleteLastAdmin);
    if ((await countOrdersOnTheirWay(tx, row.id)) > 0) throw conflict(accountMessages.deleteOrdersOnTheirWay);
    const { cancelled, intentIds } = await cancelUnpaidOrdersOf(tx, row.id);
    await anonymizeOrdersOf(tx, row.id);
    await eraseAccount(tx, row.id);
    return { cancelled, intentsToVoid: intentIds };
  });
}

export async function getMe(deps: AccountsDeps, user: CurrentUser): Promise<User> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  return toUserJson(row);
}

/** GET /user/:email: one's own record, or anyone's for an admin. */
export async function getUserByEmail(deps: AccountsDeps, user: CurrentUser, email: string): Promise<User> {
  assertOwnerOrAdmin(user, { email });
  const row = await findUserByEmail(deps.db, email);
  if (!row) throw notFound(accountMessages.userNotFound);
  return toUserJson(row);
}

/** PUT /users: the registration sequence's upsert of the signed-in user's own name. */
export async function upsertOwnName(deps: AccountsDeps, user: CurrentUser, name: string): Promise<void> {
  await updateUser(deps.db, user.id, { name });
}

/** PUT /updateUser/:id: profile fields only; role and email are never taken from the body. An admin's edit of
 * someone else's profile goes into the audit trail with the fields it changed. */
export async function updateProfile(
  deps: AccountsDeps,
  user: CurrentUser,
  id: string,
  body: UpdateUserBody,
): Promise<void> {
  const target = isUuid(id) ? await findUserById(deps.db, id) : undefined;
  // Whether an id exists is for an admin to learn: anyone else is refused as for someone else's record.
  assertOwnerOrAdmin(user, { userId: target?.id ?? id });
  if (!target || target.deletedAt) throw notFound(accountMessages.userNotFound);
  if (body.image !== undefined && !(await isAllowedProfileImage(deps, body.image)))
    throw unprocessable(accountMessages.imageInvalid, 'image');
  const given = {
    country: body.address?.country ?? body.country,
    state: body.address?.state ?? body.state,
    streetAddress: body.address?.streetAddress ?? body.streetAddress,
    linkedin: body.social?.linkedin ?? body.linkedin,
    twitter: body.social?.twitter ?? body.twitter,
  };
  const changes = {
    name: body.name,
    ...(body.phoneNo !== undefined ? { phoneNo: body.phoneNo } : {}),
    ...(given.country !== undefined ? { country: given.country } : {}),
    ...(given.state !== undefined ? { state: given.state } : {}),
    ...(given.streetAddress !== undefined ? { streetAddress: given.streetAddress } : {}),
    ...(given.linkedin !== undefined ? { linkedin: given.linkedin } : {}),
    ...(given.twitter !== undefined ? { twitter: given.twitter } : {}),
    ...(body.image !== undefined ? { image: body.image } : {}),
  };
  if (target.id === user.id) {
    await updateUser(deps.db, target.id, changes);
    return;
  }
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, target.id);
    const current = await findUserById(tx, target.id);
    if (!current) throw notFound(accountMessages.userNotFound);
    await updateUser(tx, target.id, changes);
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (key) => (current[key] ?? '') !== (changes[key] ?? ''),
    );
    if (changed.length === 0) return;
    await recordActivity(tx, {
      actor: user,
      action: 'user.profile_edited',
      subject: { type: 'user', id: target.id, label: current.email },
      before: Object.fromEntries(changed.map((key) => [key, current[key] ?? ''])),
      after: Object.fromEntries(changed.map((key) => [key, changes[key] ?? ''])),
    });
  });
}

/** A profile photo is an image stored by this shop or the OIDC provider's picture of the user, nothing else. */
async function isAllowedProfileImage(deps: AccountsDeps, url: string): Promise<boolean> {
  return providerAvatarRule(deps.config.oidc?.issuer)(url) || (await deps.isOwnImage(url));
}

/** GET /users: a page of the users, searched and sorted in the database, and how many match. */
export async function getUsers(
  deps: AccountsDeps,
  query: UsersQuery,
): Promise<{ users: User[]; total: number }> {
  const { rows, total } = await listUsers(deps.db, {
    q: query.q,
    sort: query.sort,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { users: rows.map(toUserJson), total };
}

/** Makes a user admin, recorded in the audit trail (granting it again to an admin records nothing). */
export async function makeAdmin(deps: AccountsDeps, actor: Actor, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await findUserByEmail(tx, email);
    if (!target || target.deletedAt) throw notFound(accountMessages.userNotFound);
    await setRoleByEmail(tx, email, 'admin');
    if (target.role === 'admin') return;
    await recordActivity(tx, {
      actor,
      action: 'user.admin_granted',
      subject: { type: 'user', id: target.id, label: target.email },
      before: { role: null },
      after: { role: 'admin' },
    });
  });
}

/**
 * Removes admin status, recorded in the audit trail; the last admin cannot remove their own (409), so the shop
 * always has one.
 */
export async function removeAdmin(deps: AccountsDeps, actor: Actor, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await findUserByEmail(tx, email);
    if (!target || target.deletedAt) throw notFound(accountMessages.userNotFound);
    if (target.role === 'admin' && admins.length <= 1) throw conflict(accountMessages.lastAdmin, 'email');
    await setRoleByEmail(tx, email, null);
    if (target.role !== 'admin') return;
    await recordActivity(tx, {
      actor,
      action: 'user.admin_removed',
      subject: { type: 'user', id: target.id, label: target.email },
      before: { role: 'admin' },
      after: { role: null },
    });
  });
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Makes a single-use code for a user and returns it; only its hash is stored. */
export async function createCode(
  db: Executor,
  userId: string,
  purpose: CodePurpose,
  ttlMs: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await insertCode(db, {
    codeHash: hashCode(code),
    purpose,
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return code;
}

/** Trades the single-use code of a finished Google sign-in for an access token. */
export async function exchangeGoogleCode(deps: AccountsDeps, code: string): Promise<SignedInAccount> {
  const userId = await consumeCode(deps.db, hashCode(code), 'google_login');
  const row = userId ? await findUserById(deps.db, userId) : undefined;
  if (!row) throw unauthorized(accountMessages.googleFailed);
  return issueFor(deps, row);
}

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (!row) return;
  const link = await deps.db.transaction(async (tx) => {
    const code = await createCode(tx, row.id, 'password_reset', RESET_TTL_MS);
    const link = `${deps.config.publicUrl}/reset-password?token=${code}`;
    await deps.mailOutbox.enqueue(tx, {
      kind: 'password_reset',
      to: row.email,
      subject: `Reset your ${deps.config.shopName} password`,
      // The name only once the owner has proven the address: until then, anyone may have registered it.
      data: {
        shop: mailShopOf(deps.config),
        link,
        ...(row.emailVerifiedAt ? { provenName: row.name } : {}),
      },
    });
    return link;
  });
  if (deps.mailFolder)
    deps.log.info({ to: row.email, link }, 'password reset link (no SMTP_URL: see the outbox)');
}

/**
 * Sets the new password from a live reset code, once; ends every older token and every other reset link of the
 * account. The link reached the address's mailbox, so the address is proven as the verification link proves it.
 */
export async function confirmPasswordReset(
  deps: AccountsDeps,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const codeHash = hashCode(token);
  await deps.db.transaction(async (tx) => {
    // The account's row first: two of its links used at once take turns instead of each waiting on the codes
    // the other is revoking.
    const owner = await findCodeOwner(tx, codeHash, 'password_reset');
    if (owner) await lockUser(tx, owner);
    const userId = await consumeCode(tx, codeHash, 'password_reset');
    const row = userId ? await findUserById(tx, userId) : undefined;
    if (!row) throw badRequest(accountMessages.resetInvalid, 'token');
    await setPassword(tx, row.id, passwordHash);
    await markEmailVerified(tx, row.id, isListedAdmin(deps, row.email));
  });
}

/**
 * The one way a password is set (or, with null, taken away): ends every token and every outstanding reset link of
 * the account, so that a link mailed before the change can no longer change it again.
 */
export async function setPassword(db: Executor, userId: string, passwordHash: string | null): Promise<void> {
  await updateUser(db, userId, { passwordHash });
  await bumpTokenVersion(db, userId);
  await revokeCodes(db, userId, 'password_reset');
}
