import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_SHOP_NAME } from '@ironvolt/shared/http';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A proxy's address, or a network of them (`10.0.0.0/8`, `fd00::/8`). */
const isProxyAddress = (text: string) => {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For to believe: none; `true` for the one in front (its own entry, the last, is the
 * client); a count of hops; or the proxies' addresses. Never every hop: a client writes the entries on the left.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', '0', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isProxyAddress)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of proxies (1–10) or their addresses, comma-separated',
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).optional(),
  HEALTH_MAX_TRANSACTION_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  SEED_DEMO: booleanString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_NAME: z.string().min(1).default(DEFAULT_SHOP_NAME),
  CAREERS_EMAIL: z.string().email().default('careers@ironvolt.example.com'),
  TRUST_PROXY: trustProxySetting.default(false),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(43_200).default(720),
  REDIS_URL: z.string().url().optional(),
  RATE_LIMIT_PREFIX: z.string().min(1).max(100).default('ironvolt-rl:'),
  READ_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(48),
  READ_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  ADMIN_EMAILS: z.string().default(''),
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SELLER_NAME: z.string().min(1).max(200).optional(),
  SELLER_ADDRESS: z.string().max(500).default(''),
  SELLER_TAX_ID: z.string().min(1).max(50).optional(),
  /** How buyers on account pay: the shop's bank, account and reference rules, as reminders and statements print them. */
  SELLER_BANK_DETAILS: z.string().max(500).default(''),
  MAIL_RETRY_SECONDS: z.coerce.number().positive().max(3_600).default(30),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_IP_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  LOGIN_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  SUGGESTIONS_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  ORDER_HOLD_HOURS: z.coerce.number().positive().max(8760).default(48),
  // Days after delivery a tool not needed or sent wrongly may be returned (ADR 150).
  RETURN_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  UNVERIFIED_BUYER_STOCK_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  UNVERIFIED_BUYER_HOLD_HOURS: z.coerce.number().positive().max(8760).optional(),
  TAX_RATE_PERCENT: z
    .string()
    .trim()
    .regex(
      /^\d{1,3}(\.\d{1,2})?$/,
      'must be a percentage from 0 to 100 with at most two decimals, like 19 or 7.5',
    )
    // Hundredths of a percent, a whole number: 7.5 % is 750.
    .transform((value) => Math.round(Number(value) * 100))
    .refine((basisPoints) => basisPoints <= 10_000, 'must be at most 100')
    .default(0),
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_URL: z.string().url().optional(),
  PAYMENTS: z.enum(['test', 'stripe']).optional(),
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(8760).default(24),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string;
      /** PostgreSQL's page cache inside PGlite, in MB (default in db/client.ts; ADR 012). */
      sharedBuffersMb?: number | undefined;
      /** The health check fails once a transaction has been open longer (default in db/client.ts). */
      maxTransactionSeconds?: number | undefined;
    }
  | { kind: 'postgres'; url: string; schema?: string | undefined };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Seed demo data into an empty database: on by default for the embedded database, off for PostgreSQL. */
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  shopName: string;
  careersEmail: string;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: false | number | string[];
  /**
   * Where browsers reach the store: the origin of every absolute address the server writes (links in e-mails, the
   * OIDC redirect, canonical and Open Graph links, the sitemap, robots.txt), never a request's Host (ADR 066).
   */
  publicUrl: string;
  auth: {
    /** Overrides the signing key kept in the database; every instance must then share it. */
    jwtSecret: string | undefined;
    accessTokenTtlMinutes: number;
    adminEmails: string[];
    /**
     * Tries in the window: per account from one client network (`max`, the lock a stranger cannot put on the
     * owner from elsewhere), per client address whatever the account (`perIp`), and per account from everywhere
     * (`perAccount`, a much higher brake on guessing from many networks).
     */
    loginRateLimit: { max: number; perIp: number; perAccount: number; windowMinutes: number };
  };
  /**
   * Uploads per account in an hour; an admin's account may upload ten times as many (a catalogue's galleries
   * are built from them).
   */
  uploadRateLimit: number;
  /**
   * Suggestions for a search that found nothing one client address may have computed in a minute (each reads every
   * live tool); answers already cached do not count.
   */
  suggestionsRateLimit: number;
  redisUrl: string | undefined;
  /** Key prefix of the rate-limit counters in Redis (lets several shops or test runs share one Redis). */
  rateLimitPrefix: string;
  /** Memory for the serialized answers of the public read endpoints (ADR 009), in bytes. */
  readCacheBytes: number;
  /** No cached answer or record is used older than this, whatever announcement was missed (ADR 009), in ms. */
  readCacheMaxAgeMs: number;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Who the invoices name as the seller. */
  seller: { name: string; address: string; taxId: string | undefined; bankDetails: string };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** The wait before the first retry of a mail the server refused; it doubles with each try, up to an hour. */
    retrySeconds: number;
    /** Tries before a mail is marked failed (admins can send it again from the Mail page). */
    maxAttempts: number;
    /**
     * How long a claimed mail is one instance's to send; a hand-over to the mail server is cut off at half of it,
     * so a claim never runs out under a send (ADR 038). Not a setting: 120 s, shorter in tests.
     */
    claimSeconds: number;
  };
  orders: {
    /** An unpaid order gives its stock back after this long. */
    holdHours: number;
    maxUnpaidPerCustomer: number;
    sweepSeconds: number;
  };
  /**
   * A buyer whose address is not confirmed and who has never paid: their unpaid orders together hold at most the
   * larger of a tool's minimum order and `stockPercent` of its stock, each for `holdHours` (at most the hold).
   */
  /** Days after delivery a tool not needed or sent wrongly may be returned (RETURN_DAYS, ADR 150). */
  returns: { days: number };
  unverifiedBuyers: { stockPercent: number; holdHours: number };
  tax: {
    /**
     * The rate for orders placed now, in hundredths of a percent (19 % is 1900); 0 means no tax line. Each order
     * keeps the rate it was placed at (ADR 028).
     */
    rateBasisPoints: number;
  };
  /**
   * Who takes cards: Stripe, the built-in test processor (Stripe's test cards, no money moves), or nobody (orders
   * can be placed but not paid). The test processor only when asked for, or on the embedded database with demo data.
   */
  payments: 'stripe' | 'test' | 'none';
  /** Stripe's keys when both are set. */
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** Tests point the SDK at a local stand-in for Stripe's API (ADR 007). */
        apiUrl: string | undefined;
      }
    | undefined;
  /** Scheduled backups of the embedded database (ADR 023); `npm run backup` uses the folder and count too. */
  backups: {
    /** Hours between scheduled backups; 0 turns the schedule off. */
    everyHours: number;
    dir: string;
    keep: number;
  };
  /** The bearer token `GET /api/metrics` asks for; without it the route does not exist. */
  metricsToken: string | undefined;
}

/** Raised for a setting that stops the server from starting; the message names the setting. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Reads the process environment once, names the first bad setting, and returns typed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new StartupError(
      `${name} is not valid: ${issue?.message ?? 'unknown problem'} (got "${env[name] ?? ''}")`,
    );
  }
  const e = parsed.data;
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  if (e.PAYMENTS === 'stripe' && !stripeKeys)
    throw new StartupError(
      'PAYMENTS is not valid: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    );
  // A real deployment given test mode by mistake would hand out goods for test card numbers.
  if (e.PAYMENTS === 'test' && stripeKeys)
    throw new StartupError('PAYMENTS is not valid: test cannot be used while the Stripe keys are set');
  if (e.UNVERIFIED_BUYER_HOLD_HOURS !== undefined && e.UNVERIFIED_BUYER_HOLD_HOURS > e.ORDER_HOLD_HOURS)
    throw new StartupError(
      `UNVERIFIED_BUYER_HOLD_HOURS is not valid: must be at most ORDER_HOLD_HOURS (${e.ORDER_HOLD_HOURS}) (got "${e.UNVERIFIED_BUYER_HOLD_HOURS}")`,
    );
  const dataDir = resolveFromInvocation(e.DATA_DIR, env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir,
          sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
          maxTransactionSeconds: e.HEALTH_MAX_TRANSACTION_SECONDS,
        },
    seedDemo,
    logLevel: e.LOG_LEVEL,
    shopName: e.SHOP_NAME,
    careersEmail: e.CAREERS_EMAIL,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    auth: {
      jwtSecret: e.JWT_SECRET,
      accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
      adminEmails: e.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
      loginRateLimit: {
        max: e.LOGIN_RATE_LIMIT,
        perIp: e.LOGIN_IP_RATE_LIMIT ?? e.LOGIN_RATE_LIMIT,
        perAccount: e.LOGIN_ACCOUNT_RATE_LIMIT ?? e.LOGIN_RATE_LIMIT * 10,
        windowMinutes: e.LOGIN_RATE_WINDOW_MINUTES,
      },
    },
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    suggestionsRateLimit: e.SUGGESTIONS_RATE_LIMIT,
    redisUrl: e.REDIS_URL,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    readCacheMaxAgeMs: e.READ_CACHE_MAX_AGE_SECONDS * 1000,
    oidc:
      e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    seller: {
      name: e.SELLER_NAME ?? e.SHOP_NAME,
      // Written as one line in an environment variable: '\n' or ' | ' start a new line on the invoice.
      address: e.SELLER_ADDRESS.replaceAll('\\n', '\n').replaceAll(' | ', '\n'),
      taxId: e.SELLER_TAX_ID,
      bankDetails: e.SELLER_BANK_DETAILS.replaceAll('\\n', '\n').replaceAll(' | ', '\n'),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SHOP_NAME} <no-reply@ironvolt.example.com>`,
      retrySeconds: e.MAIL_RETRY_SECONDS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      claimSeconds: 120,
    },
    orders: {
      holdHours: e.ORDER_HOLD_HOURS,
      maxUnpaidPerCustomer: e.MAX_UNPAID_ORDERS,
      sweepSeconds: e.ORDER_SWEEP_SECONDS,
    },
    returns: { days: e.RETURN_DAYS },
    unverifiedBuyers: {
      stockPercent: e.UNVERIFIED_BUYER_STOCK_PERCENT,
      holdHours: e.UNVERIFIED_BUYER_HOLD_HOURS ?? Math.min(2, e.ORDER_HOLD_HOURS),
    },
    tax: { rateBasisPoints: e.TAX_RATE_PERCENT },
    payments: e.PAYMENTS ?? (stripeKeys ? 'stripe' : !e.DATABASE_URL && seedDemo ? 'test' : 'none'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    backups: {
      everyHours: e.BACKUP_EVERY_HOURS,
      dir: e.BACKUP_DIR ? resolveFromInvocation(e.BACKUP_DIR, env) : path.join(dataDir, 'backups'),
      keep: e.BACKUP_KEEP,
    },
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * A path as the user meant it: npm runs workspace scripts inside the workspace, so a relative path means where
 * the user typed the command (npm's INIT_CWD).
 */
export function resolveFromInvocation(given: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), given);
}
