import { createHash, randomBytes } from 'node:crypto';
import {
  accountMessages,
  EMAIL_VERIFICATION_TTL_HOURS,
  type LoginBody,
  type RegisterBody,
} from '@ironvolt/shared/accounts';
import type { Executor } from '../../db/client.ts';
import type { CodePurpose } from '../../db/schema/index.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.ts';
import { mailShopOf } from '../../mail-templates/templates.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import {
  bumpTokenVersion,
  consumeCode,
  findCodeOwner,
  findUserByEmail,
  findUserById,
  insertCode,
  insertUser,
  lockUser,
  markEmailVerified,
  replacePasswordHash,
  revokeCodes,
  type UserRow,
  updateUser,
} from './accounts-repository.ts';
import { type AccountsDeps, isListedAdmin } from './accounts-service.ts';
import type { Device } from './device-cookies.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

// Signing in and out: registration and the e-mail's proof, password sign-in, single-use codes, password reset.

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFICATION_TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;
// Verifying against a real hash when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

/** A sign-in's answer: the token, and whose account it opens (the browser's device cookie names it). */
export interface SignedInAccount {
  accessToken: string;
  userId: string;
}

const issueFor = async (deps: AccountsDeps, row: UserRow): Promise<SignedInAccount> => ({
  accessToken: await deps.tokens.issue({ sub: row.id, ver: row.tokenVersion }),
  userId: row.id,
});

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
