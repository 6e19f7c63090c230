import fs from 'node:fs';
import { productSlugOf } from '@ironvolt/shared/catalog-constants';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../test/factories.ts';
import { databaseKinds, openTestDatabase } from '../../test/helper.ts';
import { migrateDatabase } from './migrate.ts';
import { mailOutbox, products, users } from './schema/index.ts';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  it('create every table, and running them again changes nothing', async () => {
    const database = await openTestDatabase(kind);
    try {
      await migrateDatabase(database);
      const result = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
      expect(rows.map((r) => r.table_name)).toEqual([
        'admin_activity',
        'app_secrets',
        'cart_lines',
        'categories',
        'companies',
        'company_addresses',
        'company_invitations',
        'company_members',
        'credit_notes',
        'document_counters',
        'images',
        'mail_outbox',
        'one_time_codes',
        'order_payments',
        'order_reminders',
        'orders',
        'payment_events',
        'payments',
        'price_list_prices',
        'price_lists',
        'product_slugs',
        'products',
        'quotes',
        'recall_recipients',
        'recalls',
        'refunds',
        'returns',
        'reviews',
        'serials',
        'shipping_zone_countries',
        'shipping_zones',
        'test_payment_intents',
        'users',
        'warranty_registrations',
      ]);
    } finally {
      await database.destroy();
    }
  });

  it('0008 proves only linked password accounts and the demo accounts, and drops profile images that are neither ours nor https', async () => {
    const database = await openTestDatabase(kind);
    try {
      const ours = '/api/images/00000000-0000-4000-8000-000000000000';
      const rows = [
        { email: 'linked@example.com', googleSubject: 'g-1', image: ours },
        { email: 'password.only@example.com', image: 'javascript:alert(1)' },
        {
          email: 'google.only@example.com',
          passwordHash: null,
          googleSubject: 'g-2',
          image: 'https://lh3.googleusercontent.com/a/x',
        },
        { email: 'Customer@Ironvolt.Example.com', image: 'http://tracker.example.net/p.gif' },
      ];
      for (const row of rows) await createUser(database.db, { ...row, emailVerifiedAt: null });
      // The statements written by hand after the generated ones, run as the migration ran them on older data.
      const file = new URL('./migrations/0008_email_verification.sql', import.meta.url);
      const statements = fs
        .readFileSync(file, 'utf8')
        .split('--> statement-breakpoint')
        .filter((statement) => /^\s*UPDATE/m.test(statement));
      expect(statements).toHaveLength(2);
      for (const statement of statements) await database.db.execute(sql.raw(statement));

      const after = await database.db.select().from(users).orderBy(asc(users.email));
      expect(after.map((u) => [u.email, u.emailVerifiedAt !== null, u.image])).toEqual([
        ['Customer@Ironvolt.Example.com', true, null],
        ['google.only@example.com', false, 'https://lh3.googleusercontent.com/a/x'],
        ['linked@example.com', true, ours],
        ['password.only@example.com', false, null],
      ]);
    } finally {
      await database.destroy();
    }
  });

  it('0023 gives existing tools slugs from their names (the oldest the bare one, clashes numbered) and a gallery of their image', async () => {
    const database = await openTestDatabase(kind);
    try {
      await migrateDatabase(database);
      const hour = 3_600_000;
      const names = ['Über Drill & Co', 'uber drill and co', '!!!', 'Über  Drill & Co.'];
      const made = [];
      for (const [index, name] of names.entries())
        made.push(
          await createProduct(database.db, {
            name,
            createdAt: new Date(Date.UTC(2025, 0, 1) + index * hour),
          }),
        );
      // The tools as they were before 0023: no slug, no gallery.
      await database.db.execute(sql`alter table products alter column slug drop not null`);
      await database.db.execute(sql`alter table products drop constraint products_images_list`);
      await database.db.execute(sql`delete from product_slugs`);
      await database.db.execute(sql`update products set slug = null, images = '[]'::jsonb`);
      const file = new URL('./migrations/0023_tool_pages.sql', import.meta.url);
      const statements = fs
        .readFileSync(file, 'utf8')
        .split('--> statement-breakpoint')
        .filter((statement) => /^\s*(UPDATE "products"|DO \$\$)/m.test(statement));
      expect(statements).toHaveLength(2);
      for (const statement of statements) await database.db.execute(sql.raw(statement));

      const after = await database.db.select().from(products).orderBy(asc(products.createdAt));
      expect(after.map((p) => p.slug)).toEqual([
        'uber-drill-and-co',
        'uber-drill-and-co-2',
        'tool',
        'uber-drill-and-co-3',
      ]);
      expect(after.every((p) => JSON.stringify(p.images) === JSON.stringify([p.image]))).toBe(true);
      // The same slugs as the server makes for new tools.
      expect(names.map(productSlugOf)).toEqual([
        'uber-drill-and-co',
        'uber-drill-and-co',
        'tool',
        'uber-drill-and-co',
      ]);
    } finally {
      await database.destroy();
    }
  });

  it('0030 drops what sent and failed account mails said, and keeps pending mails and order mails whole', async () => {
    const database = await openTestDatabase(kind);
    try {
      const link = { shop: { shopName: 'Ironvolt Tools', publicUrl: 'http://localhost:3000' }, name: 'Lee' };
      const mails = [
        {
          kind: 'password_reset',
          status: 'sent',
          templateData: { ...link, link: 'http://x/reset-password?token=sent' },
        },
        {
          kind: 'email_verification',
          status: 'failed',
          templateData: { ...link, link: 'http://x/verify-email?token=gone', hours: 48 },
        },
        // Written before 0022: the link in its parts.
        {
          kind: 'password_reset',
          status: 'sent',
          textBody: 'open http://x/reset-password?token=old',
          htmlBody: '<p>old</p>',
        },
        {
          kind: 'password_reset',
          status: 'pending',
          templateData: { ...link, link: 'http://x/reset-password?token=due' },
        },
        {
          kind: 'order_paid',
          status: 'sent',
          templateData: { shop: link.shop, facts: { reference: '#1001' } },
        },
      ] as const;
      for (const [n, mail] of mails.entries())
        await database.db.insert(mailOutbox).values({
          messageId: `<m${n}@ironvolt.test>`,
          toAddress: 'lee@example.com',
          subject: `Mail ${n}`,
          ...mail,
        });
      const file = new URL('./migrations/0030_mail_links_dropped_once_sent.sql', import.meta.url);
      const statements = fs
        .readFileSync(file, 'utf8')
        .split('--> statement-breakpoint')
        .filter((statement) => /^\s*UPDATE/m.test(statement));
      expect(statements).toHaveLength(1);
      for (const statement of statements) await database.db.execute(sql.raw(statement));

      const after = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.subject));
      expect(after.map((m) => [m.subject, m.status, m.templateData !== null || m.textBody !== null])).toEqual(
        [
          ['Mail 0', 'sent', false],
          ['Mail 1', 'failed', false],
          ['Mail 2', 'sent', false],
          ['Mail 3', 'pending', true],
          ['Mail 4', 'sent', true],
        ],
      );
      expect(after.every((m) => m.toAddress === 'lee@example.com')).toBe(true);
      expect(JSON.stringify(after)).not.toMatch(/token=(sent|gone|old)/);
    } finally {
      await database.destroy();
    }
  });
});
