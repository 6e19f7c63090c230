import type { User } from '@ironvolt/shared/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { MailOutbox } from '../../plugins/app/mail-outbox.ts';
import type { TokenService } from '../../plugins/app/tokens.ts';
import type { UserRow } from './accounts-repository.ts';

export interface AccountsDeps {
  db: Database;
  tokens: TokenService;
  config: Config;
  mailOutbox: Pick<MailOutbox, 'enqueue' | 'forgetAddress'>;
  /** The folder mails are written to when there is no SMTP server (their links are logged then too). */
  mailFolder: string | undefined;
  log: FastifyBaseLogger;
  /** True when a URL names an image this shop's upload service stored (the uploads feature answers). */
  isOwnImage: (url: string) => Promise<boolean>;
}

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

export const isListedAdmin = (deps: Pick<AccountsDeps, 'config'>, email: string) =>
  deps.config.auth.adminEmails.includes(email.toLowerCase());
