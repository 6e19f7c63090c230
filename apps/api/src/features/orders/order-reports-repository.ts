import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

// The admin overview's figures read off the orders (the admin feature asks them through public.ts).

/** Paid revenue per UTC day over the last `days` days, every day present (zero when nothing was paid). */
export async function revenueByDay(db: Database, days: number) {
  const result = await db.execute(sql`
    with days as (
      select generate_series((now() at time zone 'utc')::date - ${days - 1}::int, (now() at time zone 'utc')::date, interval '1 day')::date as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(sum(o.total_price_cents), 0)::bigint as revenue_cents,
           count(o.id)::int as orders
    from days
    left join orders o
      on o.status in ('paid', 'shipped', 'delivered')
     and (o.paid_at at time zone 'utc')::date = days.day
    group by days.day
    order by days.day`);
  return rowsOf<{ day: string; revenue_cents: string | number; orders: number }>(result);
}

export async function ordersByStatus(db: Database) {
  const result = await db.execute(
    sql`select status, count(*)::int as count from orders group by status order by status`,
  );
  return rowsOf<{ status: string; count: number }>(result);
}

/** The products that brought in the most paid revenue, counted by order line and named as they were sold. */
export async function topProducts(db: Database, limit: number) {
  const result = await db.execute(sql`
    select (line->>'productId')::uuid as product_id, max(line->>'productName') as name,
           sum((line->>'lineTotalCents')::bigint)::bigint as revenue_cents, sum((line->>'amount')::int)::int as units
    from orders o cross join lateral jsonb_array_elements(o.lines) as line
    where o.status in ('paid', 'shipped', 'delivered')
    group by 1
    order by revenue_cents desc, product_id
    limit ${limit}`);
  return rowsOf<{ product_id: string; name: string; revenue_cents: string | number; units: number }>(result);
}
