import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../../test/explain.ts';
import { createProduct, createUser, insertOrderHistory } from '../../../test/factories.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { rowsOf } from '../../db/client.ts';
import { orders, reviews } from '../../db/schema/index.ts';
import { analyzeTables } from '../../db/statistics.ts';
import { listReviews } from '../reviews/reviews-repository.ts';
import { listOrdersOfEmail, ordersOfEmail } from './orders-repository.ts';

// A shop with history: 200 buyers, 20,000 orders, 5,000 reviews. My Orders and the reviews list must read
// their newest rows from an index, not the whole table, My Orders' count from that index alone, and the
// unpaid-order cap only the buyer's unpaid orders (the plans of the exact statements the API runs).
describe.each(databaseKinds)('order and review indexes on %s', (kind) => {
  let database: TestDatabase;
  let email = '';
  let buyerId = '';

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const product = await createProduct(database.db);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createUser(database.db)));
    email = buyers[7]?.email ?? '';
    buyerId = buyers[7]?.id ?? '';
    await insertOrderHistory(database.db, buyers, product, 20_000);
    // As in a shop that has traded a while: nine orders in ten are paid and delivered.
    await database.db.execute(
      sql`with ranked as (
            select id, row_number() over (partition by user_id order by created_at) as n from ${orders}
          )
          update ${orders} set status = 'delivered', paid_at = ${orders.createdAt}
          from ranked where ranked.id = ${orders.id} and ranked.n % 10 <> 0`,
    );
    for (let start = 0; start < 5000; start += 1000)
      await database.db.insert(reviews).values(
        Array.from({ length: 1000 }, (_, i) => {
          const author = buyers[(start + i) % buyers.length];
          return { userId: author?.id ?? '', email: author?.email ?? '', rating: 4, text: 'Works.' };
        }),
      );
    await analyzeTables(database.db);
  }, 120_000);
  afterAll(async () => {
    await database.destroy();
  });

  it("reads one buyer's newest orders from the e-mail index, whatever the case typed", async () => {
    const page = { offset: 20, limit: 20 };
    const plan = (await explain(database.db, ordersOfEmail(database.db, email, page))).join('\n');
    expect(plan).toContain('orders_email_newest_idx');
    expect(plan).not.toMatch(/Seq Scan on orders/);
    const { rows: mine, total } = await listOrdersOfEmail(database.db, email.toUpperCase(), page);
    expect(total).toBe(20_000 / 200);
    expect(mine).toHaveLength(20);
    expect(mine.every((o) => o.email === email)).toBe(true);
    const times = mine.map((o) => o.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("counts a buyer's orders for My Orders from the index alone, reading no order row", async () => {
    // As autovacuum leaves a table that has traded a while: its pages marked all-visible.
    await database.db.execute(sql`vacuum orders`);
    const page = ordersOfEmail(database.db, email, { offset: 0, limit: 20 });
    const plan = (await explain(database.db, page, { analyze: true })).join('\n');
    expect(plan).toMatch(/Index Only Scan using orders_email_newest_idx on orders counted/);
    expect(plan).toMatch(/Heap Fetches: 0/);
    expect(plan).not.toMatch(/Seq Scan on orders|Bitmap Heap Scan/);
    const { rows, total } = await listOrdersOfEmail(database.db, email, { offset: 0, limit: 20 });
    expect(total).toBe(20_000 / 200);
    expect(rows).toHaveLength(20);
  });

  it("counts a buyer's unpaid orders, as placing an order does for the cap, from the unpaid orders alone", async () => {
    // The statement of ironvolt_place_order and ironvolt_checkout (db/functions).
    const count = sql`select count(*)::integer as unpaid from orders
      where orders.user_id = ${buyerId} and orders.status = 'unpaid'`;
    const plan = (await explain(database.db, count)).join('\n');
    expect(plan).toContain('orders_user_unpaid_idx');
    expect(plan).not.toMatch(/Seq Scan on orders|orders_status_created_idx|orders_user_newest_idx/);
    const [row] = rowsOf<{ unpaid: number }>(await database.db.execute(count));
    expect(row?.unpaid).toBe(20_000 / 200 / 10);
  });

  it('reads the newest reviews from their index', async () => {
    const plan = (await explain(database.db, listReviews(database.db, 20))).join('\n');
    expect(plan).toContain('reviews_newest_idx');
    expect(plan).not.toMatch(/Seq Scan on reviews/);
  });
});
