import fs from 'node:fs';
import { paymentMessages } from '@ironvolt/shared/payments';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, loadConfig, StartupError } from './config/env.ts';
import { closeDataDir, type DatabaseHandle, openDatabase, redactUrl } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { ownerOnlyUmask } from './db/private-folder.ts';
import { analyzeTables } from './db/statistics.ts';
import { promoteEmails } from './features/accounts/accounts-repository.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANY, seedDemoData } from './seed/index.ts';

/** Starts the store: config → database → migrations → demo seed → HTTP, and closes them in reverse on a signal. */
export async function start(): Promise<void> {
  const started = performance.now();
  // As PostgreSQL does: what the server writes (database, outbox, backups, socket) is its user's alone (ADR 058).
  ownerOnlyUmask();
  const config = loadConfig();
  // On PostgreSQL the data folder holds only the outbox's mails; the embedded database's is closed as it opens.
  if (config.database.kind === 'postgres' && fs.existsSync(config.dataDir)) closeDataDir(config.dataDir);
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    // Under the same lock as migrations: instances starting together on an empty database seed it once.
    const seeded = config.seedDemo ? await database.exclusive(() => seedDemoData(database.db)) : 'off';
    await promoteEmails(database.db, config.auth.adminEmails);
    const app = await buildApp({ config, database });
    let statistics: Promise<void> | undefined;
    app.addHook('onClose', async () => {
      await statistics; // a shutdown lets the refresh below finish rather than cut it off
      await database.close();
    });
    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info({ signal }, 'closing: finishing requests in flight');
      await app.close();
    });
    await listen(app, config);
    printBanner(config, database, seeded, performance.now() - started);
    // PGlite runs no autovacuum: its planner's statistics are refreshed at each start (ADR 011), once the server
    // is serving. Until then the planner has those of the last refresh, which the database keeps; a new database
    // has none until this one ends (ADR 017).
    if (database.kind === 'pglite') {
      statistics = analyzeTables(database.db).catch((err: unknown) => {
        app.log.warn({ err }, "the embedded database's statistics could not be refreshed");
      });
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  // Fastify logs "Server listening at …" on listen, with no option to leave it out; the banner says where the shop
  // is, so that one line is held back: plugins are made ready first, at the configured level, so nothing else is.
  await app.ready();
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(`PORT ${config.port} is already in use; stop what uses it or set PORT`);
    if (code === 'EACCES')
      throw new StartupError(`PORT ${config.port} needs privileges this process lacks; set PORT above 1023`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new StartupError(`HOST ${config.host} is not an address of this machine`);
    throw error;
  } finally {
    app.log.level = level;
  }
}

function printBanner(config: Config, database: DatabaseHandle, seeded: string, ms: number) {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const where =
    config.database.kind === 'postgres'
      ? `PostgreSQL ${redactUrl(config.database.url)}`
      : `embedded database in ${config.dataDir}`;
  const lines = [
    `${config.shopName} is serving at http://${host}:${config.port} (${where}, ready in ${Math.round(ms)} ms)`,
  ];
  if (config.seedDemo && database.kind === 'pglite') {
    lines.push(
      seeded === 'seeded' ? 'Demo data seeded.' : 'Demo data: the database already had data; nothing seeded.',
      `  Demo admin:    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
      `  Demo customer: ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`,
      `  Demo dealer:   ${DEMO_ACCOUNTS.dealer.email} / ${DEMO_ACCOUNTS.dealer.password} (company admin of ${DEMO_COMPANY.name})`,
      `  Demo buyer:    ${DEMO_ACCOUNTS.buyer.email} / ${DEMO_ACCOUNTS.buyer.password} (${DEMO_COMPANY.name}, order limit $${(DEMO_COMPANY.buyerOrderLimitCents / 100).toLocaleString('en-US')})`,
    );
  } else if (seeded === 'seeded') {
    lines.push(
      `Demo data seeded. Demo admin: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
    );
  }
  if (config.payments === 'none') {
    lines.push(
      `${paymentMessages.notSetUp}: orders can be placed but not paid; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or PAYMENTS=test for Stripe's test cards only).`,
    );
  } else if (config.payments === 'test') {
    lines.push(
      "Payments: test mode, no real card is charged (PAYMENTS=test: Stripe's test cards only).",
      '  Test cards:    4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (any future date, any CVC)',
    );
  }
  console.info(lines.join('\n'));
}

start().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(`ironvolt: cannot start: ${error.message}`);
  else console.error('ironvolt: cannot start:', error);
  process.exit(1);
});
