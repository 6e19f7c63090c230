import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createProduct, createUser } from '../../test/factories.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { StartupError } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { PgliteWorkerClient } from './pglite-client.ts';
import { readyForQueryStatus } from './pglite-protocol.ts';
import { images, products, users } from './schema/index.ts';
import { analyzeTables } from './statistics.ts';

/** The database error under Drizzle's wrapper, where the app finds it. */
async function databaseError(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await promise.then(
    () => expect.fail('expected a database error'),
    (e: unknown) => e as { cause?: unknown },
  );
  return (error.cause ?? error) as Record<string, unknown>;
}

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.destroy()));
});

async function open(kind: (typeof databaseKinds)[number]) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  return database;
}

describe.each(databaseKinds)('the database handle on %s', (kind) => {
  it('passes PostgreSQL errors through with their code, constraint and detail', async () => {
    const { db } = await open(kind);
    const user = await createUser(db);
    const unique = await databaseError(
      db.insert(users).values({ email: user.email.toUpperCase(), name: 'Twin' }),
    );
    expect(unique).toMatchObject({ code: '23505', constraint: 'users_email_unique', table: 'users' });
    expect(String(unique.detail)).toContain(user.email);

    const product = await createProduct(db, { quantity: 3 });
    const check = await databaseError(
      db.update(products).set({ quantity: -1 }).where(eq(products.id, product.id)),
    );
    expect(check).toMatchObject({ code: '23514', constraint: 'products_quantity_not_negative' });
    expect(await databaseError(db.execute(sql`select * from no_such_table`))).toMatchObject({
      code: '42P01',
    });
  });

  it('commits a transaction, rolls one back when it throws, and rolls back to a savepoint', async () => {
    const { db } = await open(kind);
    const product = await createProduct(db, { quantity: 10 });
    const quantity = async () =>
      (await db.select({ q: products.quantity }).from(products).where(eq(products.id, product.id)))[0]?.q;

    await db.transaction(async (tx) => {
      await tx.update(products).set({ quantity: 9 }).where(eq(products.id, product.id));
    });
    expect(await quantity()).toBe(9);

    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ quantity: 1 }).where(eq(products.id, product.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await quantity()).toBe(9);

    await db.transaction(async (tx) => {
      await tx.update(products).set({ quantity: 8 }).where(eq(products.id, product.id));
      await expect(
        tx.transaction(async (inner) => {
          await inner.update(products).set({ quantity: 0 }).where(eq(products.id, product.id));
          await inner.update(products).set({ quantity: -5 }).where(eq(products.id, product.id));
        }),
      ).rejects.toThrow();
      await tx.transaction(async (inner) => {
        await inner.update(products).set({ quantity: 7 }).where(eq(products.id, product.id));
      });
    });
    expect(await quantity()).toBe(7);
  });

  it('hands back timestamps, bytes, numbers and JSON as the in-process drivers do', async () => {
    const { db } = await open(kind);
    const bytes = new Uint8Array([0, 1, 2, 254, 255]);
    const [image] = await db
      .insert(images)
      .values({ contentType: 'image/webp', bytes, etag: 'e' })
      .returning();
    expect(image?.createdAt).toBeInstanceOf(Date);
    expect(image?.bytes).toEqual(bytes);
    const result = await db.execute(
      sql`select 2::int as i, 9007199254740993::bigint as b, '{"a":[1]}'::jsonb as j, now() as t,
        ${'Bohrhammer “Größe” 🔧'}::text as s, null::text as n`,
    );
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row?.i).toBe(2);
    expect(row?.s).toBe('Bohrhammer “Größe” 🔧');
    expect(row?.n).toBeNull();
    expect(String(row?.b)).toBe('9007199254740993');
    expect(row?.j).toEqual({ a: [1] });
  });

  it('delivers notifications to a listener after the commit that sent them, from a transaction or a statement alone', async () => {
    const database = await open(kind);
    const received: string[] = [];
    let ready = false;
    const stop = await database.listen('pglite_client_test', {
      onMessage: (payload) => received.push(payload),
      onGap: () => {},
      onReady: () => {
        ready = true;
      },
    });
    if (kind === 'postgres') expect(ready).toBe(true);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('pglite_client_test', 'one')`);
    });
    await expect.poll(() => received).toEqual(['one']);
    await database.db.execute(sql`select pg_notify('pglite_client_test', 'deux, très bien')`);
    await expect.poll(() => received).toEqual(['one', 'deux, très bien']);
    await stop();
  });
});

describe('PGlite in its worker thread', () => {
  it('makes queries outside a transaction wait for it, and sees its commit', async () => {
    const { db } = await open('pglite');
    const product = await createProduct(db, { quantity: 10 });
    const steps: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.update(products).set({ quantity: 4 }).where(eq(products.id, product.id));
      outside = db
        .select({ q: products.quantity })
        .from(products)
        .where(eq(products.id, product.id))
        .then((rows) => {
          steps.push(`outside saw ${rows[0]?.q}`);
        });
      await new Promise((resolve) => setTimeout(resolve, 50));
      steps.push('transaction ends');
    });
    await outside;
    expect(steps).toEqual(['transaction ends', 'outside saw 4']);
  });

  it('answers a ping while a transaction is open, between its statements, without ending it or seeing into it', async () => {
    const database = await open('pglite');
    const { db } = database;
    const product = await createProduct(db, { quantity: 10 });
    const steps: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.update(products).set({ quantity: 4 }).where(eq(products.id, product.id));
        await database.ping().then(() => steps.push('ping answered'));
        // Still the transaction's: the ping neither committed nor ended it.
        const [row] = await tx
          .select({ q: products.quantity })
          .from(products)
          .where(eq(products.id, product.id));
        steps.push(`transaction sees ${row?.q}`);
        throw new Error('rolled back');
      })
      .catch((error: Error) => steps.push(error.message));
    const [after] = await db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(steps).toEqual(['ping answered', 'transaction sees 4', 'rolled back']);
    expect(after?.q).toBe(10);
    // After a statement failed, the transaction refuses queries; the ping still answers.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`).catch(() => {});
        await database.ping();
        steps.push('ping answered in a failed transaction');
      })
      .catch(() => {});
    expect(steps.at(-1)).toBe('ping answered in a failed transaction');
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  it('fails its ping once a transaction has been open longer than HEALTH_MAX_TRANSACTION_SECONDS, and answers again once it ends', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:', maxTransactionSeconds: 1 });
    try {
      await handle.ping();
      const steps: string[] = [];
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await handle.ping().then(() => steps.push('ping answered at once'));
        await new Promise((resolve) => setTimeout(resolve, 1_300));
        await handle.ping().then(
          () => steps.push('ping answered after 1.3 s'),
          (error: Error) => steps.push(error.message),
        );
      });
      expect(steps).toEqual([
        'ping answered at once',
        'a transaction has been open for 1 s, longer than HEALTH_MAX_TRANSACTION_SECONDS (1)',
      ]);
      await handle.ping();
    } finally {
      await handle.close();
    }
  });

  it("reads the ping's answer as one ReadyForQuery, and refuses anything else", () => {
    const ready = (status: string) => Uint8Array.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
    expect(readyForQueryStatus(ready('I'))).toBe('I');
    expect(readyForQueryStatus(ready('T'))).toBe('T');
    expect(readyForQueryStatus(ready('E'))).toBe('E');
    expect(() => readyForQueryStatus(new Uint8Array())).toThrow(
      "the embedded database answered the health check's Sync with nothing (0 bytes), not ReadyForQuery",
    );
    // an ErrorResponse ('E'), as a database that failed would answer
    expect(() => readyForQueryStatus(Uint8Array.from([0x45, 0, 0, 0, 6, 0x53, 0]))).toThrow(
      /with 'E' \(7 bytes\)/,
    );
    expect(() => readyForQueryStatus(Uint8Array.from([...ready('I'), ...ready('I')]))).toThrow(
      /not ReadyForQuery/,
    );
    expect(() => readyForQueryStatus(ready('X'))).toThrow(/not ReadyForQuery/);
  });

  it('hands over a burst of answers one per turn of the event loop, so other work runs between them (ADR 054)', async () => {
    const { db } = await open('pglite');
    await db.execute(sql`select 1`);
    let turn = 0;
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    const turns: number[] = [];
    const answers = Array.from({ length: 30 }, (_, i) =>
      db.execute(sql`select ${i}::int as n`).then(() => turns.push(turn)),
    );
    // This thread busy while the database's answers everything: all 30 wait on the port together.
    const busyUntil = performance.now() + 300;
    while (performance.now() < busyUntil);
    setImmediate(count);
    await Promise.all(answers);
    counting = false;
    expect(turns).toHaveLength(30);
    expect(new Set(turns).size).toBe(30);
  });

  it('answers each statement right past the prepared-statement cap and after a table changes shape', async () => {
    const { db } = await open('pglite');
    for (let i = 0; i < 520; i++) {
      const result = await db.execute(sql`select ${sql.raw(String(i))}::int + ${1}::int as n`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(i + 1);
    }
    await db.execute(sql`create table shape_test (a int)`);
    await db.execute(sql`insert into shape_test values (1)`);
    const read = async () =>
      (await db.execute(sql`select * from shape_test`)) as unknown as { rows: unknown[] };
    expect((await read()).rows).toEqual([{ a: 1 }]);
    await db.execute(sql`alter table shape_test alter column a type text, add column b int default 2`);
    expect((await read()).rows).toEqual([{ a: '1', b: 2 }]);
  });

  it("keeps its prepared statements through the upkeep's VACUUM and ANALYZE (ADR 053)", async () => {
    const { db } = await open('pglite');
    const prepared = async () =>
      Number(
        (
          (await db.execute(sql`select count(*)::int as n from pg_prepared_statements`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    for (let i = 0; i < 5; i++) await db.execute(sql`select ${sql.raw(String(i))}::int as n`);
    const before = await prepared();
    expect(before).toBeGreaterThanOrEqual(6);
    await db.execute(sql`vacuum users`);
    await analyzeTables(db); // as the upkeep and the start analyze: SET LOCAL of the sample, then ANALYZE
    // Every statement prepared before is still there (analyzeTables prepared its own list of tables besides).
    expect(await prepared()).toBeGreaterThanOrEqual(before);
  });

  it('dumps a data folder that a new database starts from', { timeout: 120_000 }, async () => {
    const database = await open('pglite');
    const product = await createProduct(database.db);
    const dump = await database.dump?.();
    expect(dump).toBeInstanceOf(Blob);
    const copy = await openDatabase({ kind: 'pglite', dataDir: ':memory:' }, { loadDataDir: dump });
    try {
      const rows = await copy.db.select().from(products).where(eq(products.id, product.id));
      expect(rows).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });

  it(
    'dumps and copies its folder between transactions: one open when asked is in them whole',
    { timeout: 120_000 },
    () =>
      inNewFolder(async (dataDir) => {
        const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
        const database = await openDatabase({ kind: 'pglite', dataDir }, { loadDataDir: snapshot });
        const both = inArray(users.email, ['first@example.com', 'second@example.com']);
        try {
          let dumped: Promise<Blob | undefined> | undefined;
          let copied: Promise<void> | undefined;
          await database.db.transaction(async (tx) => {
            await tx.insert(users).values({ email: 'first@example.com' });
            dumped = database.dump?.();
            copied = database.snapshot?.(path.join(dataDir, 'copy', 'pglite'));
            // time enough for either to run now if it could
            await new Promise((resolve) => setTimeout(resolve, 300));
            await tx.insert(users).values({ email: 'second@example.com' });
          });
          const fromDump = await openDatabase(
            { kind: 'pglite', dataDir: ':memory:' },
            { loadDataDir: await dumped },
          );
          try {
            expect(await fromDump.db.select().from(users).where(both)).toHaveLength(2);
          } finally {
            await fromDump.close();
          }
          await copied;
          const fromCopy = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'copy') });
          try {
            expect(await fromCopy.db.select().from(users).where(both)).toHaveLength(2);
          } finally {
            await fromCopy.close();
          }
        } finally {
          await database.close();
        }
      }),
  );

  it('fails every call in flight and after with a clear error when its thread dies, and still closes', async () => {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    const client = await PgliteWorkerClient.open({ loadDataDir: snapshot });
    const gaps: string[] = [];
    client.onStop(() => gaps.push('gap'));
    const inFlight = client.query('select pg_sleep(0.5)');
    await client.worker.terminate();
    await expect(inFlight).rejects.toThrow(/embedded database's thread exited/);
    await expect(client.query('select 1')).rejects.toThrow(/embedded database's thread exited/);
    expect(gaps).toEqual(['gap']);
    await client.close();
  });

  it(
    'creates the database of an empty folder (initdb in a process of its own) and opens it',
    () =>
      inNewFolder(async (dataDir) => {
        const database = await openDatabase({ kind: 'pglite', dataDir });
        try {
          expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
          const result = await database.db.execute(sql`select 1 + 1 as n`);
          expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
        } finally {
          await database.close();
        }
      }),
    // initdb runs in a process of its own: under a full parallel run on two cores it has taken over 30 s.
    90_000,
  );

  it('names DATA_DIR when the database of an empty folder cannot be created, and releases the folder', () =>
    inNewFolder(async (dataDir) => {
      fs.writeFileSync(path.join(dataDir, 'pglite'), 'a file where the database folder goes\n');
      await expectStartupError(dataDir, /^DATA_DIR .* the embedded database could not be created \(ENOTDIR/);
    }));

  it('names DATA_DIR when PGlite cannot open its folder, and releases the folder', () =>
    inNewFolder(async (dataDir) => {
      fs.mkdirSync(path.join(dataDir, 'pglite'));
      fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
      await expectStartupError(dataDir, /^DATA_DIR .* the embedded database could not be opened/);
    }));
});

/** Runs fn with a new empty folder, removed afterwards. */
async function inNewFolder(fn: (dataDir: string) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-pglite-'));
  try {
    await fn(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Opening the folder fails with a StartupError matching `message`, and leaves the folder unlocked. */
async function expectStartupError(dataDir: string, message: RegExp) {
  const attempt = openDatabase({ kind: 'pglite', dataDir });
  await expect(attempt).rejects.toBeInstanceOf(StartupError);
  await expect(attempt).rejects.toThrow(message);
  expect(fs.existsSync(path.join(dataDir, 'ironvolt.lock'))).toBe(false);
}
