import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config/env.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';
import { releaseExpiredHolds } from '../src/features/orders/orders-service.ts';
import { orderMailsOf } from '../src/features/orders/public.ts';
import { voidPaymentOf } from '../src/features/payments/public.ts';
import type { OutboxRow } from '../src/plugins/app/mail-outbox.ts';
import type { PageRenderer } from '../src/plugins/app/web-pages.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import { createDatabase } from './postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    database: { kind: 'pglite', dataDir: ':memory:' },
    seedDemo: false,
    logLevel: 'silent',
    shopName: 'Ironvolt Tools',
    careersEmail: 'careers@ironvolt.example.com',
    trustProxy: false,
    publicUrl: 'http://localhost:3000',
    auth: {
      jwtSecret: undefined,
      accessTokenTtlMinutes: 720,
      adminEmails: [],
      loginRateLimit: { max: 10, perIp: 10, perAccount: 100, windowMinutes: 15 },
    },
    uploadRateLimit: 60,
    suggestionsRateLimit: 1_000,
    redisUrl: undefined,
    rateLimitPrefix: 'ironvolt-rl-test:',
    readCacheBytes: 64 * 1024 * 1024,
    readCacheMaxAgeMs: 60_000,
    oidc: undefined,
    seller: {
      name: 'Ironvolt Tools',
      address: '1 Foundry Road\nSheffield S1 2AB',
      taxId: 'GB123456789',
      bankDetails: 'Foundry Bank\nIBAN GB29 NWBK 6016 1331 9268 19',
    },
    mail: {
      smtpUrl: undefined,
      from: 'Ironvolt Tools <no-reply@ironvolt.example.com>',
      retrySeconds: 30,
      maxAttempts: 10,
      claimSeconds: 120,
    },
    orders: { holdHours: 48, maxUnpaidPerCustomer: 5, sweepSeconds: 3600 },
    returns: { days: 30 },
    unverifiedBuyers: { stockPercent: 10, holdHours: 2 },
    tax: { rateBasisPoints: 0 },
    // As PAYMENTS=test: the test databases have no demo data, so a real start would take no cards at all.
    payments: 'test',
    stripe: undefined,
    backups: { everyHours: 0, dir: '/nonexistent/backups', keep: 7 },
    metricsToken: undefined,
    ...overrides,
  };
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and throws the database away. */
  destroy(): Promise<void>;
}

/** A fresh database migrated by the real migrations: PGlite from the run's snapshot, or a PostgreSQL copy. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' }, { loadDataDir: snapshot });
    return { ...handle, destroy: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const fresh = await createDatabase(url, { prefix: 'ironvolt_t', template: inject('postgresTemplate') });
  const handle = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...handle,
    destroy: async () => {
      // Dropped even when closing fails (a test that closed the database itself): DROP … WITH (FORCE) ends what
      // is still connected.
      try {
        await handle.close();
      } finally {
        await fresh.drop();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for `app.inject`. `prepare` may add routes before the app is ready
 * (tests of shared mechanisms such as the error handler use it).
 */
export async function build(
  kind: DatabaseKind,
  options: {
    config?: Partial<Config>;
    webRoot?: string | null;
    /** Renders the storefront's pages (test/web-renderer.ts); without one, pages are not served. */
    pageRenderer?: PageRenderer;
    prepare?: (app: FastifyInstance) => void;
    /** Changes the database before the app is built on it (a state the app finds at start). */
    prepareDatabase?: (database: TestDatabase) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  await options.prepareDatabase?.(database);
  // A DATA_DIR of its own, removed at close: registrations and resets write their mails to its outbox.
  const dataDir = options.config?.dataDir
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-api-test-'));
  const app = await buildApp({
    config: testConfig({ ...(dataDir ? { dataDir } : {}), ...options.config }),
    database,
    webRoot: options.webRoot ?? null,
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
  });
  options.prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let lastOctet = 1;
/** A fresh client address per call, so that logins in a test are not all counted against one IP. */
export const nextAddress = () => `10.0.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

/** Logs in through the real login route and returns the token. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().accessToken;
}

export interface SignedIn {
  user: Awaited<ReturnType<typeof createUser>>;
  token: string;
  headers: { authorization: string };
}

/**
 * A new customer or admin, signed in through the real login route (fastify/demo's injectWithLogin). Their address
 * is confirmed, as a shop's customers' are, unless `verified` is false: an unverified buyer who has never paid may
 * hold only a share of each tool (ironvolt_unverified_hold_limit), which tests of other order rules would run into.
 */
export async function signIn(
  app: FastifyInstance,
  role: 'customer' | 'admin',
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedIn> {
  const user = await createUser(app.db, {
    role: role === 'admin' ? 'admin' : null,
    emailVerifiedAt: verified ? new Date() : null,
  });
  const token = await login(app, user.email, TEST_PASSWORD);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Outbox rows with the parts the sender hands to the mail server: a templated mail rendered as at its delivery
 * (ADR 035), a mail written with its parts as it is.
 */
export async function asSent(
  app: FastifyInstance,
  rows: OutboxRow[],
): Promise<(OutboxRow & { textBody: string; htmlBody: string | null })[]> {
  return Promise.all(
    rows.map(async (row) => {
      const { text, html } = await app.mailOutbox.partsOf(row);
      return { ...row, textBody: text, htmlBody: html ?? null };
    }),
  );
}

/** Ages orders past the hold, then runs the hold-expiry sweep as the server does (their intents voided too). */
export async function expireHolds(app: FastifyInstance, ...orderIds: string[]): Promise<number> {
  const placed = new Date(Date.now() - (app.config.orders.holdHours + 1) * 3_600_000);
  await app.db.update(orders).set({ createdAt: placed }).where(inArray(orders.id, orderIds));
  // With the buyers' mails, as the server's sweep writes them.
  const mails = orderMailsOf(app);
  return releaseExpiredHolds({ db: app.db, config: app.config, mails }, (intentId) =>
    voidPaymentOf(app)(intentId, app.log),
  );
}

/**
 * Pays an order as its buyer through the real routes: a payment intent, then the test processor's card form.
 * Answers the confirmation's response (200 paid, 402 refused, …) for the test to check.
 */
export async function payByTestCard(
  app: FastifyInstance,
  buyer: SignedIn,
  orderId: string,
  number = '4242 4242 4242 4242',
) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { orderId },
  });
  if (intent.statusCode !== 200) throw new Error(`payment intent: ${intent.statusCode} ${intent.body}`);
  return app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers: buyer.headers,
    payload: {
      clientSecret: intent.json().clientSecret,
      number,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      email: buyer.user.email,
    },
  });
}

/**
 * Runs `write` (a change made straight in the database, as another program would) and waits until this instance
 * heard the database announce it (ADR 024): what the catalog index (ADR 041) waits for before it looks again.
 */
export async function announced<T>(app: FastifyInstance, write: () => Promise<T>): Promise<T> {
  const before = app.readCache.version('catalog');
  const result = await write();
  const deadline = performance.now() + 5_000;
  while (app.readCache.version('catalog') === before) {
    if (performance.now() > deadline) throw new Error('the database did not announce the change');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return result;
}
