import {
  type AdminRecall,
  GUARANTEE_YEARS,
  REGISTRATION_WINDOW_DAYS,
  type Recall,
  type RecallCheck,
  type RecallPublished,
  type ShipmentSerials,
  WARRANTY_EXTENDED_YEARS,
  type WarrantyRegistration,
  type WarrantyStatus,
  warrantyMessages,
} from '@ironvolt/shared/warranty';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { StoredOrderLine } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { mailShopOf } from '../../mail-templates/templates.ts';
import { recallNoticeSubject, warrantyRegisteredSubject } from '../../mail-templates/warranty-mails.tsx';
import type { MailOutbox } from '../../plugins/app/mail-outbox.ts';
import {
  activeRecallsOf,
  claimRecipients,
  closeRecallRow,
  findRegistration,
  findSerialOfProduct,
  findShippedSerial,
  insertRecall,
  insertRegistration,
  insertSerials,
  listRecalls,
  type RecallRow,
  recipientsOf,
  serializedAmong,
  serialsOfOrders,
  setRecallCounts,
} from './warranty-repository.ts';

export interface WarrantyDeps {
  db: Database;
  config: Config;
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const words = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A moment's calendar day in UTC, `YYYY-MM-DD`: the shop's days are UTC days (as invoices' due dates). */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** The same day `years` later (29 February becomes 1 March). */
const yearsAfter = (day: string, years: number): string => {
  const at = dateOf(day);
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return utcDayOf(at);
};
export const inWords = (day: string): string => words.format(dateOf(day));

// ——— Shipping: the serial numbers of an order's serialized lines (called by the orders feature) ———

/**
 * Records the serial numbers an order ships with, in the shipping transaction: each serialized line takes exactly
 * one per unit, other lines none (422 naming the line); a serial already shipped for the model, here or by a
 * shipment racing this one, is a 409 naming it. Nothing is written unless all of it is right.
 */
export async function recordShipmentSerials(
  tx: Executor,
  order: { id: string; userId: string; lines: StoredOrderLine[] },
  given: ShipmentSerials,
): Promise<void> {
  const serialized = await serializedAmong(
    tx,
    order.lines.map((line) => line.productId),
  );
  const byProduct = new Map<string, string[]>();
  for (const entry of given) {
    const line = order.lines.find((candidate) => candidate.productId === entry.productId);
    if (!line) throw unprocessable(warrantyMessages.notOnOrder, 'serials');
    if (!serialized.has(line.productId))
      throw unprocessable(warrantyMessages.notSerialized(line.model), 'serials');
    byProduct.set(entry.productId, [...(byProduct.get(entry.productId) ?? []), ...entry.serials]);
  }
  const rows = [];
  for (const line of order.lines) {
    if (!serialized.has(line.productId)) continue;
    const serials = byProduct.get(line.productId) ?? [];
    if (serials.length !== line.amount)
      throw unprocessable(warrantyMessages.serialCount(line.model, line.amount, serials.length), 'serials');
    const repeated = [...new Set(serials.filter((serial, index) => serials.indexOf(serial) !== index))];
    if (repeated.length > 0)
      throw unprocessable(warrantyMessages.repeatedInShipment(line.model, repeated), 'serials');
    for (const serial of serials)
      rows.push({
        productId: line.productId,
        model: line.model,
        serial,
        orderId: order.id,
        userId: order.userId,
      });
  }
  const written = await insertSerials(tx, rows);
  if (written.size === rows.length) return;
  const taken = new Map<string, string[]>();
  for (const row of rows)
    if (!written.has(`${row.model}\n${row.serial}`))
      taken.set(row.model, [...(taken.get(row.model) ?? []), row.serial]);
  throw conflict(
    [...taken].map(([model, serials]) => warrantyMessages.duplicates(model, serials)).join('; '),
    'serials',
  );
}

/** Each order's serial numbers per product, for the order's JSON, invoice and CSV. */
export async function serialsByOrder(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, Map<string, string[]>>> {
  const found = new Map<string, Map<string, string[]>>();
  for (const row of await serialsOfOrders(db, orderIds)) {
    const lines = found.get(row.orderId) ?? new Map<string, string[]>();
    lines.set(row.productId, [...(lines.get(row.productId) ?? []), row.serial]);
    found.set(row.orderId, lines);
  }
  return found;
}

// ——— Cover ———

/**
 * How long a shipped tool is covered (for returns' "defective" and "warranty" reasons): its registration's end, or
 * the 1-year guarantee from the day it shipped. Undefined for a serial the shop never shipped of that product.
 */
export async function coverUntil(
  db: Executor,
  productId: string,
  serial: string,
): Promise<{ shippedAt: Date; registeredAt?: Date; coverUntil: string } | undefined> {
  const found = isUuid(productId) ? await findSerialOfProduct(db, productId, serial) : undefined;
  if (!found) return undefined;
  return found.registration
    ? {
        shippedAt: found.shippedAt,
        registeredAt: found.registration.registeredAt,
        coverUntil: found.registration.coverUntil,
      }
    : { shippedAt: found.shippedAt, coverUntil: yearsAfter(utcDayOf(found.shippedAt), GUARANTEE_YEARS) };
}

/** GET /warranty/:model/:serial: registered or not, and until when it is covered; never who owns it. */
export async function warrantyStatus(db: Executor, model: string, serial: string): Promise<WarrantyStatus> {
  const found = await findShippedSerial(db, model, serial);
  if (!found) throw notFound(warrantyMessages.noSuchTool);
  return found.registration
    ? { status: 'registered', coverUntil: found.registration.coverUntil }
    : { status: 'unregistered', coverUntil: yearsAfter(utcDayOf(found.shippedAt), GUARANTEE_YEARS) };
}

/**
 * POST /warranty/registrations: a shipped tool registered once, bought no earlier than the day it shipped and not
 * after today. Registered within REGISTRATION_WINDOW_DAYS of purchase, it is covered WARRANTY_EXTENDED_YEARS from
 * the purchase; later, the 1-year guarantee from the purchase (ADR 148). The owner is mailed the certificate.
 */
export async function registerWarranty(
  deps: WarrantyDeps,
  body: { model: string; serial: string; purchasedOn: string; name: string; email: string },
  now: Date = new Date(),
): Promise<WarrantyRegistration> {
  const found = await findShippedSerial(deps.db, body.model, body.serial);
  if (!found) throw notFound(warrantyMessages.noSuchTool);
  const today = utcDayOf(now);
  if (body.purchasedOn > today) throw unprocessable(warrantyMessages.purchasedInFuture, 'purchasedOn');
  const shippedOn = utcDayOf(found.shippedAt);
  if (body.purchasedOn < shippedOn)
    throw unprocessable(warrantyMessages.purchasedBeforeShipped(inWords(shippedOn)), 'purchasedOn');
  if (found.registration) throw conflict(warrantyMessages.alreadyRegistered, 'serial');
  const daysSincePurchase = Math.round(
    (dateOf(today).getTime() - dateOf(body.purchasedOn).getTime()) / DAY_MS,
  );
  const years = daysSincePurchase <= REGISTRATION_WINDOW_DAYS ? WARRANTY_EXTENDED_YEARS : GUARANTEE_YEARS;
  const until = yearsAfter(body.purchasedOn, years);
  const email = body.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const registered = await insertRegistration(tx, {
      serialId: found.id,
      purchasedOn: body.purchasedOn,
      name: body.name,
      email,
      coverUntil: until,
      registeredAt: now,
    });
    if (!registered) throw conflict(warrantyMessages.alreadyRegistered, 'serial');
    await deps.mailOutbox.enqueue(tx, {
      kind: 'warranty_registered',
      to: email,
      subject: warrantyRegisteredSubject(found.model, found.serial),
      data: {
        shop: mailShopOf(deps.config),
        name: body.name,
        model: found.model,
        serial: found.serial,
        purchasedOn: inWords(body.purchasedOn),
        coverUntil: inWords(until),
        years,
        link: `${deps.config.publicUrl}/warranty`,
      },
      attachments: [{ kind: 'warranty-certificate', serialId: found.id }],
    });
  });
  return {
    model: found.model,
    serial: found.serial,
    purchasedOn: body.purchasedOn,
    coverUntil: until,
    years,
    message: warrantyMessages.registered(inWords(until)),
  };
}

/** What the certificate PDF states of a registration. */
export async function certificateOf(db: Executor, serialId: string) {
  const row = isUuid(serialId) ? await findRegistration(db, serialId) : undefined;
  if (!row) throw notFound(warrantyMessages.noSuchTool);
  return row;
}

// ——— Recalls ———

const recallJson = (row: RecallRow): Recall => ({
  _id: row.id,
  title: row.title,
  notice: row.notice,
  model: row.model,
  ...(row.serialFrom ? { serialFrom: row.serialFrom } : {}),
  ...(row.serialTo ? { serialTo: row.serialTo } : {}),
  ...(row.shippedFrom ? { shippedFrom: String(row.shippedFrom) } : {}),
  ...(row.shippedTo ? { shippedTo: String(row.shippedTo) } : {}),
  publishedAt: new Date(row.publishedAt).toISOString(),
});

/**
 * Mails each address a recall concerns and has not mailed yet: every registered owner of an affected tool and every
 * buyer whose shipped orders held one, one mail per address listing its affected serials. The address is claimed in
 * recall_recipients in the same transaction as its mail, so however many instances publish or sweep, each address
 * gets one mail.
 */
async function notifyRecipients(
  deps: WarrantyDeps,
  tx: Executor,
  recall: RecallRow,
): Promise<{ notified: number; registeredOwners: number }> {
  const rows = await recipientsOf(tx, recall);
  const serialsOf = new Map<string, Set<string>>();
  const owners = new Set<string>();
  for (const row of rows) {
    const email = row.email.toLowerCase();
    serialsOf.set(email, (serialsOf.get(email) ?? new Set()).add(row.serial));
    if (row.owner) owners.add(email);
  }
  const claimed = await claimRecipients(tx, recall.id, [...serialsOf.keys()]);
  for (const email of claimed)
    await deps.mailOutbox.enqueue(tx, {
      kind: 'recall_notice',
      to: email,
      subject: recallNoticeSubject(recall.title),
      data: {
        shop: mailShopOf(deps.config),
        title: recall.title,
        notice: recall.notice,
        model: recall.model,
        serials: [...(serialsOf.get(email) ?? [])],
        link: `${deps.config.publicUrl}/recalls`,
      },
    });
  return { notified: claimed.size, registeredOwners: owners.size };
}

/** POST /recalls: publishes a recall and mails everyone it concerns, in one transaction, audited. */
export async function publishRecall(
  deps: WarrantyDeps,
  actor: Actor,
  body: {
    title: string;
    notice: string;
    model: string;
    serialFrom?: string | undefined;
    serialTo?: string | undefined;
    shippedFrom?: string | undefined;
    shippedTo?: string | undefined;
  },
): Promise<RecallPublished> {
  return deps.db.transaction(async (tx) => {
    const recall = await insertRecall(tx, {
      title: body.title,
      notice: body.notice,
      model: body.model,
      serialFrom: body.serialFrom ?? null,
      serialTo: body.serialTo ?? null,
      shippedFrom: body.shippedFrom ?? null,
      shippedTo: body.shippedTo ?? null,
    });
    if (!recall) throw conflict(warrantyMessages.recallTaken, 'title');
    const counts = await notifyRecipients(deps, tx, recall);
    await setRecallCounts(tx, recall.id, counts);
    await recordActivity(tx, {
      actor,
      action: 'recall.published',
      subject: { type: 'recall', id: recall.id, label: `${recall.model}: ${recall.title}` },
      after: { ...recallJson(recall), ...counts },
    });
    return { _id: recall.id, ...counts };
  });
}

/**
 * The recall sweep: tools shipped after a recall was published that fall in it, and their owners registered since,
 * are mailed too (each address still once per recall).
 */
export async function sweepRecalls(deps: WarrantyDeps): Promise<number> {
  let mailed = 0;
  for (const recall of await listRecalls(deps.db, true)) {
    mailed += await deps.db.transaction(async (tx) => {
      const before = recall.notified;
      const counts = await notifyRecipients(deps, tx, recall);
      if (counts.notified > 0)
        await setRecallCounts(tx, recall.id, {
          notified: before + counts.notified,
          registeredOwners: Math.max(recall.registeredOwners, counts.registeredOwners),
        });
      return counts.notified;
    });
  }
  return mailed;
}

/** GET /recalls: the active recalls, newest first, for anyone. */
export async function activeRecalls(db: Executor): Promise<Recall[]> {
  return (await listRecalls(db, true)).map(recallJson);
}

/** GET /recalls/all: every recall with its figures, for shop admins. */
export async function allRecalls(db: Executor): Promise<AdminRecall[]> {
  return (await listRecalls(db, false)).map((row) => ({
    ...recallJson(row),
    notified: row.notified,
    registeredOwners: row.registeredOwners,
    ...(row.closedAt ? { closedAt: new Date(row.closedAt).toISOString() } : {}),
  }));
}

/** GET /recalls/check: whether a shipped tool is in an active recall (404 for a serial the shop never shipped). */
export async function checkRecall(db: Executor, model: string, serial: string): Promise<RecallCheck> {
  const found = await findShippedSerial(db, model, serial);
  if (!found) throw notFound(warrantyMessages.noSuchTool);
  const recalls = (await activeRecallsOf(db, found.id)).map(recallJson);
  return { affected: recalls.length > 0, recalls };
}

/** POST /recalls/:id/close: the recall leaves the public list; audited. */
export async function closeRecall(db: Database, actor: Actor, id: string): Promise<AdminRecall> {
  if (!isUuid(id)) throw notFound(warrantyMessages.recallNotFound);
  return db.transaction(async (tx) => {
    const row = await closeRecallRow(tx, id);
    if (!row) throw notFound(warrantyMessages.recallNotFound);
    await recordActivity(tx, {
      actor,
      action: 'recall.closed',
      subject: { type: 'recall', id, label: `${row.model}: ${row.title}` },
      before: { closedAt: null },
      after: { closedAt: row.closedAt?.toISOString() ?? null },
    });
    return {
      ...recallJson(row),
      notified: row.notified,
      registeredOwners: row.registeredOwners,
      ...(row.closedAt ? { closedAt: row.closedAt.toISOString() } : {}),
    };
  });
}
