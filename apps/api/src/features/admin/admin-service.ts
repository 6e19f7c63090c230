import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityQuery,
  LOW_STOCK_UNITS,
  type Overview,
} from '@ironvolt/shared/admin';
import { centsToDollars } from '@ironvolt/shared/money';
import type { OrderStatus } from '@ironvolt/shared/orders';
import type { Database } from '../../db/client.ts';
import { ordersByStatus, overdueTotalCents, revenueByDay, topProducts, utcDay } from '../orders/public.ts';
import { listActivity, lowStockProducts } from './admin-repository.ts';

/**
 * The admin overview, computed in SQL: 30 days of revenue, orders by status, best sellers, low stock, and what
 * invoices on account past their due date (a UTC day) still owe.
 */
export async function getOverview(db: Database, now = new Date()): Promise<Overview> {
  const [days, statuses, top, low, overdue] = await Promise.all([
    revenueByDay(db, 30),
    ordersByStatus(db),
    topProducts(db, 5),
    lowStockProducts(db, LOW_STOCK_UNITS, 10),
    overdueTotalCents(db, utcDay(now)),
  ]);
  return {
    revenueByDay: days.map((d) => ({
      day: d.day,
      revenue: centsToDollars(Number(d.revenue_cents)),
      orders: d.orders,
    })),
    ordersByStatus: statuses.map((s) => ({ status: s.status as OrderStatus, count: s.count })),
    topProducts: top.map((p) => ({
      productId: p.product_id,
      name: p.name,
      revenue: centsToDollars(Number(p.revenue_cents)),
      units: p.units,
    })),
    lowStock: low.map((p) => ({ _id: p.id, name: p.name, quantity: p.quantity, minOrder: p.min_order })),
    overdueTotal: centsToDollars(overdue),
  };
}

/** GET /admin/activity: a page of the audit trail, newest first, of one actor and/or one action. */
export async function getActivity(
  db: Database,
  query: Omit<ActivityQuery, 'page'> & { page: number },
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const { rows, total } = await listActivity(db, {
    actor: query.actor || undefined,
    action: query.action,
    offset: (query.page - 1) * ACTIVITY_PAGE_SIZE,
    limit: ACTIVITY_PAGE_SIZE,
  });
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, email: row.actorEmail, name: row.actorName || null },
      action: row.action,
      subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
      before: (row.before as Record<string, unknown> | null) ?? null,
      after: (row.after as Record<string, unknown> | null) ?? null,
    })),
    total,
  };
}
