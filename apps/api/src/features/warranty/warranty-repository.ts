import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import {
  products,
  recallRecipients,
  recalls,
  serials,
  warrantyRegistrations,
} from '../../db/schema/index.ts';

export type RecallRow = typeof recalls.$inferSelect;

/** Which of these products take serial numbers when they ship. */
export async function serializedAmong(db: Executor, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.serialized, true)));
  return new Set(rows.map((row) => row.id));
}

export interface NewSerial {
  productId: string;
  model: string;
  serial: string;
  orderId: string;
  userId: string;
}

/**
 * Writes a shipment's serials and answers those it wrote: one already shipped (or shipped by a shipment racing this
 * one, which the unique index makes this statement wait for) is left out, so the caller names it.
 */
export async function insertSerials(tx: Executor, rows: NewSerial[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written = await tx
    .insert(serials)
    .values(rows)
    .onConflictDoNothing()
    .returning({ model: serials.model, serial: serials.serial });
  return new Set(written.map((row) => `${row.model}\n${row.serial}`));
}

/** The serial numbers each order's lines shipped with, in serial order (shorter first, then text order). */
export async function serialsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<{ orderId: string; productId: string; serial: string }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: serials.orderId, productId: serials.productId, serial: serials.serial })
    .from(serials)
    .where(inArray(serials.orderId, orderIds))
    .orderBy(sql`length(${serials.serial})`, sql`${serials.serial} collate "C"`);
}

export interface ShippedSerial {
  id: string;
  productId: string;
  model: string;
  serial: string;
  shippedAt: Date;
  registration: { purchasedOn: string; coverUntil: string; registeredAt: Date } | null;
}

/** A shipped tool by its model (as printed, any case) and serial, with its registration when it has one. */
export async function findShippedSerial(
  db: Executor,
  model: string,
  serial: string,
): Promise<ShippedSerial | undefined> {
  const [row] = await db
    .select({
      id: serials.id,
      productId: serials.productId,
      model: serials.model,
      serial: serials.serial,
      shippedAt: serials.shippedAt,
      purchasedOn: warrantyRegistrations.purchasedOn,
      coverUntil: warrantyRegistrations.coverUntil,
      registeredAt: warrantyRegistrations.registeredAt,
    })
    .from(serials)
    .leftJoin(warrantyRegistrations, eq(warrantyRegistrations.serialId, serials.id))
    .where(and(sql`lower(${serials.model}) = lower(${model})`, eq(serials.serial, serial)))
    .orderBy(asc(serials.shippedAt))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    productId: row.productId,
    model: row.model,
    serial: row.serial,
    shippedAt: row.shippedAt,
    registration:
      row.purchasedOn && row.coverUntil && row.registeredAt
        ? { purchasedOn: row.purchasedOn, coverUntil: row.coverUntil, registeredAt: row.registeredAt }
        : null,
  };
}

/** A shipped tool of a product (rather than a model) by its serial: what a return names. */
export async function findSerialOfProduct(
  db: Executor,
  productId: string,
  serial: string,
): Promise<ShippedSerial | undefined> {
  const [row] = await db
    .select({ model: serials.model })
    .from(serials)
    .where(and(eq(serials.productId, productId), eq(serials.serial, serial)))
    .limit(1);
  return row ? findShippedSerial(db, row.model, serial) : undefined;
}

/** Registers a tool once: false when it already was (also by a registration racing this one). */
export async function insertRegistration(
  tx: Executor,
  row: typeof warrantyRegistrations.$inferInsert,
): Promise<boolean> {
  const written = await tx
    .insert(warrantyRegistrations)
    .values(row)
    .onConflictDoNothing()
    .returning({ serialId: warrantyRegistrations.serialId });
  return written.length === 1;
}

/** The registration and its tool, for the certificate. */
export async function findRegistration(db: Executor, serialId: string) {
  const [row] = await db
    .select({
      model: serials.model,
      serial: serials.serial,
      productName: products.name,
      shippedAt: serials.shippedAt,
      purchasedOn: warrantyRegistrations.purchasedOn,
      name: warrantyRegistrations.name,
      email: warrantyRegistrations.email,
      coverUntil: warrantyRegistrations.coverUntil,
      registeredAt: warrantyRegistrations.registeredAt,
    })
    .from(warrantyRegistrations)
    .innerJoin(serials, eq(serials.id, warrantyRegistrations.serialId))
    .innerJoin(products, eq(products.id, serials.productId))
    .where(eq(warrantyRegistrations.serialId, serialId));
  return row;
}

/** Writes a recall; undefined when an active recall of the model already has this title (or one racing it). */
export async function insertRecall(
  tx: Executor,
  row: typeof recalls.$inferInsert,
): Promise<RecallRow | undefined> {
  const [written] = await tx.insert(recalls).values(row).onConflictDoNothing().returning();
  return written;
}

/**
 * The SQL condition that a serial row (alias s) falls in a recall: its model (any case), its serial range (a shorter
 * serial first, then text order by code point: ADR 149) and the UTC days it shipped, each bound when given.
 */
const inRecall = (
  recall: Pick<RecallRow, 'model' | 'serialFrom' | 'serialTo' | 'shippedFrom' | 'shippedTo'>,
) => sql`
  lower(s.model) = lower(${recall.model})
  and (${recall.serialFrom}::text is null
    or (length(s.serial), s.serial collate "C") >= (length(${recall.serialFrom}::text), ${recall.serialFrom}::text collate "C"))
  and (${recall.serialTo}::text is null
    or (length(s.serial), s.serial collate "C") <= (length(${recall.serialTo}::text), ${recall.serialTo}::text collate "C"))
  and (${recall.shippedFrom}::date is null or (s.shipped_at at time zone 'UTC')::date >= ${recall.shippedFrom}::date)
  and (${recall.shippedTo}::date is null or (s.shipped_at at time zone 'UTC')::date <= ${recall.shippedTo}::date)`;

/**
 * Who a recall concerns: each affected tool's registered owner and its buyer (their account's address now; a deleted
 * account is no one to mail), one row per address and tool.
 */
export async function recipientsOf(
  tx: Executor,
  recall: RecallRow,
): Promise<{ email: string; serial: string; owner: boolean }[]> {
  return rowsOf<{ email: string; serial: string; owner: boolean }>(
    await tx.execute(sql`
      select r.email, s.serial, true as owner
        from serials s join warranty_registrations r on r.serial_id = s.id
       where ${inRecall(recall)}
      union
      select u.email, s.serial, false as owner
        from serials s join users u on u.id = s.user_id
       where u.deleted_at is null and ${inRecall(recall)}
      order by 1, 2`),
  );
}

/** Marks addresses mailed for a recall and answers those not mailed before: each address is mailed once. */
export async function claimRecipients(
  tx: Executor,
  recallId: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const written = await tx
    .insert(recallRecipients)
    .values(emails.map((email) => ({ recallId, email })))
    .onConflictDoNothing()
    .returning({ email: recallRecipients.email });
  return new Set(written.map((row) => row.email));
}

export async function setRecallCounts(
  tx: Executor,
  id: string,
  counts: { notified: number; registeredOwners: number },
): Promise<void> {
  await tx.update(recalls).set(counts).where(eq(recalls.id, id));
}

/** Recalls newest first: the active ones, or all (the admin's list). */
export async function listRecalls(db: Executor, activeOnly: boolean): Promise<RecallRow[]> {
  return db
    .select()
    .from(recalls)
    .where(activeOnly ? isNull(recalls.closedAt) : undefined)
    .orderBy(desc(recalls.publishedAt), desc(recalls.id));
}

/** The active recalls a shipped tool falls in. */
export async function activeRecallsOf(db: Executor, serialId: string): Promise<RecallRow[]> {
  return rowsOf<RecallRow>(
    await db.execute(sql`
      select r.id, r.title, r.notice, r.model, r.serial_from as "serialFrom", r.serial_to as "serialTo",
             r.shipped_from::text as "shippedFrom", r.shipped_to::text as "shippedTo", r.notified,
             r.registered_owners as "registeredOwners", r.published_at as "publishedAt", r.closed_at as "closedAt"
        from recalls r join serials s on s.id = ${serialId}
       where r.closed_at is null
         and lower(s.model) = lower(r.model)
         and (r.serial_from is null
           or (length(s.serial), s.serial collate "C") >= (length(r.serial_from), r.serial_from collate "C"))
         and (r.serial_to is null
           or (length(s.serial), s.serial collate "C") <= (length(r.serial_to), r.serial_to collate "C"))
         and (r.shipped_from is null or (s.shipped_at at time zone 'UTC')::date >= r.shipped_from)
         and (r.shipped_to is null or (s.shipped_at at time zone 'UTC')::date <= r.shipped_to)
       order by r.published_at desc`),
  );
}

/** Closes an active recall: false when there is none by the id. */
export async function closeRecallRow(tx: Executor, id: string): Promise<RecallRow | undefined> {
  const [row] = await tx
    .update(recalls)
    .set({ closedAt: new Date() })
    .where(and(eq(recalls.id, id), isNull(recalls.closedAt)))
    .returning();
  return row;
}
