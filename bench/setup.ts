// What every bench run does before it measures: a fresh database, the seeded shop, signed-in customers with
// filled carts; and, between runs, waiting until the server is idle again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { companies, companyMembers, priceLists, users } from '../apps/api/src/db/schema/index.ts';
import { analyzeTables } from '../apps/api/src/db/statistics.ts';
import {
  BENCH_PASSWORD,
  FULL_SIZES,
  type Generated,
  generate,
  SCARCE_PRODUCTS,
  type Sizes,
} from './generate.ts';

/**
 * A fresh database per run: a new PGlite folder, or a new PostgreSQL database next to DATABASE_URL's, named by the
 * bench's port when BENCH_PORT is set (two benches on one server never drop each other's) and by the kind of run.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  run?: 'instances' | 'scale',
): Promise<{
  config: DatabaseConfig;
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const name = `ironvolt_bench${process.env.BENCH_PORT ? `_${process.env.BENCH_PORT}` : ''}${run ? `_${run}` : ''}`;
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-bench-'));
    return {
      config: { kind: 'pglite', dataDir },
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.DATABASE_URL ?? '';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The server's settings in every bench run, beside its database. */
export const BENCH_SHOP_ENV = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  // The order runs place thousands of unpaid orders per customer and sign 100 customers in at once.
  MAX_UNPAID_ORDERS: '1000000',
  LOGIN_IP_RATE_LIMIT: '100000',
};

/** The hashed main script the home page loads (the bench's static-file endpoint). */
/** The largest script a page names: the libraries' chunk (`vendor-*.js`, ADR 070), the app's entry before. */
export function assetPathOf(html: string): string {
  const assetPath = /href="(\/assets\/vendor-[^"]+\.js)"/.exec(html)?.[1];
  if (!assetPath) throw new Error('the page names no /assets/vendor-*.js');
  return assetPath;
}

export async function seed(
  config: DatabaseConfig,
  sizes: Sizes = FULL_SIZES,
): Promise<{ generated: Generated; ms: number }> {
  const started = performance.now();
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    const generated = await generate(handle.db, sizes);
    // As after any bulk load: statistics now, not whenever autovacuum next looks (PGlite has none).
    await analyzeTables(handle.db);
    // PostgreSQL's autovacuum, on by default, vacuums a table within a minute of this many inserts, marking its
    // pages all-visible (what index-only scans need); the server the bench runs on may have it off.
    if (config.kind === 'postgres') await handle.db.execute(sql`vacuum`);
    return { generated, ms: Math.round(performance.now() - started) };
  } finally {
    await handle.close();
  }
}

export async function signIn(baseUrl: string, emails: string[]): Promise<{ email: string; token: string }[]> {
  const signedIn: { email: string; token: string }[] = [];
  // a few at a time: each sign-in is an argon2 verification
  for (let start = 0; start < emails.length; start += 4) {
    const batch = emails.slice(start, start + 4);
    const tokens = await Promise.all(
      batch.map(async (email) => {
        const response = await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: BENCH_PASSWORD }),
        });
        if (!response.ok)
          throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { accessToken: string }).accessToken;
      }),
    );
    batch.forEach((email, index) => {
      signedIn.push({ email, token: tokens[index] ?? '' });
    });
  }
  return signedIn;
}

/** Makes the account of `email` an admin's, before the server starts on the database. */
export async function makeAdmin(config: DatabaseConfig, email: string) {
  const handle = await openDatabase(config);
  try {
    await handle.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  } finally {
    await handle.close();
  }
}

/**
 * Makes the accounts of `emails` buyers of one approved company whose price list is 12% off every tool (as the
 * demo trade account), before the server starts: their pages show the company's prices, read per request.
 */
export async function makeCompanyMembers(config: DatabaseConfig, emails: string[]) {
  const handle = await openDatabase(config);
  try {
    await handle.db.transaction(async (tx) => {
      const [list] = await tx
        .insert(priceLists)
        .values({ name: 'Bench Trade', discountBasisPoints: 1200 })
        .returning({ id: priceLists.id });
      const [company] = await tx
        .insert(companies)
        .values({
          name: 'Bench Trade',
          phone: '+1 555 0100',
          address: { line1: '1 Bench Street', city: 'Austin', postalCode: '78701', country: 'US' },
          status: 'approved',
          priceListId: list?.id,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('the bench company was not made');
      const members = await tx.select({ id: users.id }).from(users).where(inArray(users.email, emails));
      if (members.length !== emails.length) throw new Error('a bench company member has no account');
      await tx
        .insert(companyMembers)
        .values(
          members.map((member) => ({ userId: member.id, companyId: company.id, role: 'buyer' as const })),
        );
    });
  } finally {
    await handle.close();
  }
}

/**
 * Waits until the mail outbox holds no pending mail, as the admin's Mail page counts it (`X-Total-Count`): the
 * server sends an order run's mails during and after it, and what it still sends must not be counted against the
 * next run. Answers the seconds it waited; after five minutes it says how many still wait (a refused mail waits
 * for its retry) and lets the bench go on.
 */
export async function drainMail(baseUrl: string, adminToken: string): Promise<number> {
  const started = performance.now();
  const deadline = started + 300_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/admin/mail?status=pending`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (!response.ok)
      throw new Error(`the outbox's pending mails answered ${response.status}: ${await response.text()}`);
    const pending = Number(response.headers.get('x-total-count'));
    if (pending === 0) return Math.round(performance.now() - started) / 1000;
    if (performance.now() > deadline) {
      console.warn(`${pending} mails still pending after five minutes; going on`);
      return Math.round(performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Three tools in each signed-in customer's cart, as a buyer about to check out has (for GET /api/cart). */
export async function fillCarts(baseUrl: string, callers: { token: string }[], generated: Generated) {
  const plentiful = generated.orderable.slice(SCARCE_PRODUCTS);
  for (const [index, caller] of callers.entries())
    for (const product of [0, 1, 2].map((k) => plentiful[(index * 3 + k) % plentiful.length])) {
      if (!product) continue;
      const response = await fetch(`${baseUrl}/api/cart/${product.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: product.minOrder }),
      });
      if (!response.ok)
        throw new Error(`filling a cart answered ${response.status}: ${await response.text()}`);
    }
}

/**
 * Waits until the server answers /api/health promptly again: requests a run left in flight (up to one per
 * connection, each maybe a slow query) must not be counted against the next run.
 */
export async function settle(baseUrl: string) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
