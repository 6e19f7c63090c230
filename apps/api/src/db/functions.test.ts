import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../test/helper.ts';
import { paths } from '../paths.ts';
import { rowsOf } from './client.ts';
import { applyFunctions, checksumOf, functionFiles, functionVersions } from './functions.ts';
import { migrateDatabase, migrationsPending } from './migrate.ts';

describe('function files', () => {
  it('hold every function body: no migration creates a function or a trigger', () => {
    const migrations = fs.readdirSync(paths.migrations).filter((file) => file.endsWith('.sql'));
    const creating = migrations.filter((file) =>
      /CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER)/i.test(
        fs.readFileSync(path.join(paths.migrations, file), 'utf8'),
      ),
    );
    expect(creating).toEqual([]);
  });

  it("are each listed in versions.json with their text's checksum last, which a change of the text must add", () => {
    const versions = functionVersions();
    for (const file of fs.readdirSync(paths.functions).filter((name) => name.endsWith('.sql'))) {
      const name = file.slice(0, -'.sql'.length);
      const checksum = checksumOf(fs.readFileSync(path.join(paths.functions, file), 'utf8'));
      expect(
        versions[name]?.at(-1),
        `${file} changed: add "${checksum}" at the end of its list in db/functions/versions.json`,
      ).toBe(checksum);
      expect(new Set(versions[name]).size, `${name}: a checksum listed twice`).toBe(versions[name]?.length);
    }
    expect(Object.keys(versions).sort()).toEqual(functionFiles().map((file) => file.name));
  });

  it('are each named after the one function they create', () => {
    for (const file of functionFiles()) {
      const created = [...file.statements.join('\n').matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)];
      expect(created.map((match) => match[1])).toEqual([file.name]);
    }
  });
});

describe.each(databaseKinds)('function files on %s', (kind) => {
  it('are all applied by the migrations, each function once, and running them again applies none', async () => {
    const database = await openTestDatabase(kind);
    try {
      const inDatabase = rowsOf<{ name: string; versions: number }>(
        await database.db.execute(sql`
          select p.proname as name, count(*)::int as versions
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname like 'ironvolt\\_%'
          group by 1 order by 1`),
      );
      expect(inDatabase).toEqual(functionFiles().map((file) => ({ name: file.name, versions: 1 })));
      expect(await migrationsPending(database)).toBe(false);
      expect(await applyFunctions(database.db)).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it("replace a function whose body is not its file's, as a database migrated before the file changed", async () => {
    const database = await openTestDatabase(kind);
    try {
      const tax = () =>
        database.db.execute(sql`select ironvolt_tax_cents(1000, 825) as cents`).then((result) => {
          const [row] = rowsOf<{ cents: string | number }>(result);
          return Number(row?.cents);
        });
      await database.db.execute(sql`create or replace function ironvolt_tax_cents(p_net_cents bigint, p_rate_basis_points integer)
        returns bigint language sql immutable as $$ select 0::bigint $$`);
      await database.db.execute(
        sql`update drizzle.ironvolt_functions set checksum = 'an older text' where name = 'ironvolt_tax_cents'`,
      );
      expect(await tax()).toBe(0);
      expect(await migrationsPending(database)).toBe(true);

      await migrateDatabase(database);
      expect(await tax()).toBe(83); // 1000 × 8.25 % = 82.5, rounded half away from zero
      expect(await migrationsPending(database)).toBe(false);
    } finally {
      await database.destroy();
    }
  });

  it('leave a newer version applied by newer code (a rolling deploy): not applied again, not pending', async () => {
    const database = await openTestDatabase(kind);
    try {
      const tax = () =>
        database.db.execute(sql`select ironvolt_tax_cents(1000, 825) as cents`).then((result) => {
          const [row] = rowsOf<{ cents: string | number }>(result);
          return Number(row?.cents);
        });
      const file = functionFiles().find((f) => f.name === 'ironvolt_tax_cents');
      if (!file) throw new Error('no ironvolt_tax_cents.sql');
      // as an instance of the next version leaves it: its text, its version
      await database.db.execute(sql`create or replace function ironvolt_tax_cents(p_net_cents bigint, p_rate_basis_points integer)
        returns bigint language sql immutable as $$ select 1::bigint $$`);
      await database.db.execute(
        sql`update drizzle.ironvolt_functions set checksum = 'a newer text', version = ${file.version + 1} where name = 'ironvolt_tax_cents'`,
      );
      expect(await migrationsPending(database)).toBe(false);
      expect(await applyFunctions(database.db)).toEqual([]);
      expect(await tax()).toBe(1);

      // and an older one recorded is replaced by this code's
      await database.db.execute(
        sql`update drizzle.ironvolt_functions set checksum = 'an older text', version = ${file.version - 1} where name = 'ironvolt_tax_cents'`,
      );
      expect(await migrationsPending(database)).toBe(true);
      expect(await applyFunctions(database.db)).toEqual(['ironvolt_tax_cents']);
      expect(await tax()).toBe(83);
      const [row] = rowsOf<{ checksum: string; version: number }>(
        await database.db.execute(
          sql`select checksum, version from drizzle.ironvolt_functions where name = 'ironvolt_tax_cents'`,
        ),
      );
      expect(row).toEqual({ checksum: file.checksum, version: file.version });
    } finally {
      await database.destroy();
    }
  });

  it('record the version of a database that recorded checksums only, without applying its files again', async () => {
    const database = await openTestDatabase(kind);
    try {
      await database.db.execute(sql`alter table drizzle.ironvolt_functions drop column version`);
      expect(await migrationsPending(database)).toBe(true);
      expect(await applyFunctions(database.db)).toEqual([]);
      expect(await migrationsPending(database)).toBe(false);
    } finally {
      await database.destroy();
    }
  });

  it('a database without the record of them (migrated before they were files) gets them all, with its triggers kept once', async () => {
    const database = await openTestDatabase(kind);
    try {
      await database.db.execute(sql`drop table drizzle.ironvolt_functions`);
      expect(await migrationsPending(database)).toBe(true);
      await migrateDatabase(database);
      const triggers = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select tgname as name from pg_trigger where not tgisinternal order by tgname`,
        ),
      );
      expect(triggers.map((row) => row.name)).toEqual([
        'admin_activity_append_only',
        'admin_activity_no_truncate',
        'categories_notify_cache',
        'products_notify_cache',
        'reviews_notify_cache',
        'users_notify_cache',
      ]);
      expect(await migrationsPending(database)).toBe(false);
    } finally {
      await database.destroy();
    }
  });
});
