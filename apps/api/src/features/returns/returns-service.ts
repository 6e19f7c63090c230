import { centsToDollars, formatDollars, taxCentsOf } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import {
  GUARANTEE_YEARS,
  RESELLABLE_REASONS,
  RETURNS_PAGE_SIZE,
  type ReturnJson,
  type ReturnReason,
  type ReturnRequestBody,
  type ReturnResolution,
  type ReturnResolveBody,
  type ReturnStatus,
  returnMessages,
  returnReasonLabels,
  returnResolutionLabels,
} from '@ironvolt/shared/returns';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import type { StoredCreditLine, StoredReturnLine } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { type ReturnMailKind, returnMailSubject } from '../../mail-templates/return-mails.tsx';
import { mailShopOf } from '../../mail-templates/templates.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import type { MailOutbox } from '../../plugins/app/mail-outbox.ts';
import {
  creditReturnedPart,
  findOrder,
  lockOrder,
  type OrderRow,
  type PdfThread,
  placeReplacementOrder,
  renderReturnCreditNote,
  restockReturned,
  statusChangesOf,
} from '../orders/public.ts';
import { noteReturnRefund, type PaymentsDeps, settleReturnRefund } from '../payments/public.ts';
import { coverUntil as serialCover, serialsByOrder } from '../warranty/public.ts';
import {
  type CreditNoteRow,
  creditedOfOrder,
  creditNotesOf,
  findReturn,
  heldByReturns,
  insertCreditNote,
  insertReturn,
  listReturns,
  lockReturn,
  type ReturnRow,
  updateReturn,
} from './returns-repository.ts';

export interface ReturnsDeps {
  db: Database;
  config: Config;
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
  /** The card processor's refunds, for a return refunded to a card. */
  payments: PaymentsDeps;
  /** The clock the return windows are measured by (tests fix it). */
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const actorOf = (user: CurrentUser): Actor => ({ id: user.id, email: user.email });
const nowOf = (deps: Pick<ReturnsDeps, 'now'>) => deps.now?.() ?? new Date();

/** When the order was shipped and delivered: the first shipment and the last delivery in its audit trail. */
async function shippingDatesOf(
  db: Executor,
  order: OrderRow,
): Promise<{ shippedAt: Date; deliveredAt: Date }> {
  const changes = await statusChangesOf(db, order.id);
  const shipped = changes.find((change) => change.status === 'shipped');
  const delivered = changes.filter((change) => change.status === 'delivered').at(-1);
  // An order delivered without an entry (loaded from elsewhere) counts from its last change.
  const deliveredAt = delivered?.at ?? order.updatedAt;
  return { shippedAt: shipped?.at ?? deliveredAt, deliveredAt };
}

/** The guarantee of GUARANTEE_YEARS from the moment an order shipped. */
export function guaranteeEnd(shippedAt: Date): Date {
  const end = new Date(shippedAt);
  end.setUTCFullYear(end.getUTCFullYear() + GUARANTEE_YEARS);
  return end;
}

/**
 * Until when a returned line is covered for a defect or a warranty claim: each serial the buyer gave by its own
 * cover (a registered warranty's end day, or the guarantee from the day it shipped: warranty/public.ts), the line by
 * the serial whose cover ends first; a line without serials by the guarantee from the order's shipping.
 */
export async function coverUntil(
  db: Executor,
  productId: string,
  shippedAt: Date,
  serials: readonly string[],
): Promise<Date> {
  let end: Date | undefined;
  for (const serial of serials) {
    const cover = await serialCover(db, productId, serial);
    // Covered through the whole of its last day, in UTC as the warranty's days are.
    const until = cover ? new Date(`${cover.coverUntil}T23:59:59.999Z`) : guaranteeEnd(shippedAt);
    if (!end || until < end) end = until;
  }
  return end ?? guaranteeEnd(shippedAt);
}

/** The last moment a tool not needed or sent wrongly may be returned: RETURN_DAYS after delivery. */
export const returnWindowEnd = (deliveredAt: Date, days: number): Date =>
  new Date(deliveredAt.getTime() + days * DAY_MS);

/** Whether a line's reason is allowed at `now`; the refusal's message when not. */
async function reasonRefusal(
  db: Executor,
  productId: string,
  reason: ReturnReason,
  name: string,
  serials: readonly string[],
  dates: { shippedAt: Date; deliveredAt: Date },
  days: number,
  now: Date,
): Promise<string | undefined> {
  if (reason === 'not_needed' || reason === 'wrong_item')
    return now.getTime() > returnWindowEnd(dates.deliveredAt, days).getTime()
      ? returnMessages.returnWindowOver(name, days)
      : undefined;
  const until = await coverUntil(db, productId, dates.shippedAt, serials);
  return now.getTime() > until.getTime() ? returnMessages.coverOver(name, day.format(until)) : undefined;
}

const lineWords = (line: StoredReturnLine) =>
  `${line.amount} × ${line.name} (${returnReasonLabels[line.reason]})${
    line.resolution ? `: ${returnResolutionLabels[line.resolution]}` : ''
  }`;

async function mailStep(
  deps: ReturnsDeps,
  tx: Executor,
  kind: ReturnMailKind,
  row: ReturnRow,
  extra: { message?: string | undefined; outcome?: string[] | undefined } = {},
): Promise<void> {
  await deps.mailOutbox.enqueue(tx, {
    kind,
    to: row.email,
    subject: returnMailSubject(kind, row.number),
    data: {
      shop: mailShopOf(deps.config),
      number: row.number,
      orderReference: formatOrderNumber(row.orderNumber),
      lines: row.lines.map(lineWords),
      ...(extra.message ? { message: extra.message } : {}),
      ...(extra.outcome ? { outcome: extra.outcome } : {}),
      link: `${deps.config.publicUrl}/dashboard/my-returns/${row.id}`,
    },
  });
}

const auditStep = (
  tx: Executor,
  actor: Actor,
  action: 'return.requested' | 'return.approved' | 'return.rejected' | 'return.received' | 'return.resolved',
  row: ReturnRow,
  before: ReturnStatus | undefined,
  after: Record<string, unknown>,
) =>
  recordActivity(tx, {
    actor,
    action,
    subject: { type: 'return', id: row.id, label: `${row.number} of ${formatOrderNumber(row.orderNumber)}` },
    ...(before ? { before: { status: before } } : {}),
    after: { status: row.status, ...after },
  });

function toJson(row: ReturnRow, note: CreditNoteRow | undefined): ReturnJson {
  return {
    _id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    email: row.email,
    status: row.status,
    lines: row.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      model: line.model,
      amount: line.amount,
      unitPrice: centsToDollars(line.unitPriceCents),
      serials: line.serials,
      reason: line.reason,
      ...(line.resolution ? { resolution: line.resolution } : {}),
    })),
    ...(row.note ? { note: row.note } : {}),
    ...(row.instructions ? { instructions: row.instructions } : {}),
    ...(row.rejection ? { rejection: row.rejection } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(note
      ? {
          creditNote: {
            number: note.number,
            net: centsToDollars(note.netCents),
            tax: centsToDollars(note.taxCents),
            total: centsToDollars(note.totalCents),
          },
        }
      : {}),
    ...(row.replacementOrderId ? { replacementOrderId: row.replacementOrderId } : {}),
    ...(row.replacementOrderNumber ? { replacementOrderNumber: row.replacementOrderNumber } : {}),
  };
}

async function jsonOf(db: Executor, row: ReturnRow): Promise<ReturnJson> {
  return toJson(row, (await creditNotesOf(db, [row.id])).get(row.id));
}

/** Who may open a return of an order: its buyer, or a company admin of the company it was placed for. */
function assertMayReturn(user: CurrentUser, order: OrderRow): void {
  if (order.userId === user.id) return;
  const companyAdmin =
    order.companyId !== null &&
    user.company?.id === order.companyId &&
    user.company.role === 'admin' &&
    user.company.status === 'approved';
  if (!companyAdmin) throw forbidden(returnMessages.notYours);
}

/**
 * POST /order/:id/returns: the buyer returns some of a delivered order's tools. With the order locked, so that two
 * returns of it at the same instant are counted one after the other: each line names a line of the order, at
 * most what was delivered less what the order's other returns (not rejected) hold; a tool not needed or sent
 * wrongly within RETURN_DAYS of delivery, a defective one or a warranty claim while its cover lasts. Numbered
 * `RMA-<year>-<6 digits>`, written to the audit trail and mailed to the buyer in the same transaction.
 */
export async function requestReturn(
  deps: ReturnsDeps,
  user: CurrentUser,
  orderId: string,
  body: ReturnRequestBody,
): Promise<{ _id: string; number: string }> {
  if (!isUuid(orderId)) throw notFound(returnMessages.orderNotFound);
  const now = nowOf(deps);
  const seen = new Set<string>();
  for (const line of body.lines) {
    if (seen.has(line.productId)) throw unprocessable(returnMessages.sameLineTwice, 'lines');
    seen.add(line.productId);
  }
  const created = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(returnMessages.orderNotFound);
    assertMayReturn(user, order);
    if (order.status !== 'delivered') throw conflict(returnMessages.notDelivered, 'status');
    const dates = await shippingDatesOf(tx, order);
    const held = await heldByReturns(tx, order.id);
    const shippedSerials = (await serialsByOrder(tx, [order.id])).get(order.id);
    const lines: StoredReturnLine[] = [];
    for (const asked of body.lines) {
      const sold = order.lines.find((line) => line.productId === asked.productId);
      if (!sold) throw unprocessable(returnMessages.notOnOrder(asked.productId), 'lines');
      const serials = asked.serials ?? [];
      if (serials.length > asked.amount)
        throw unprocessable(returnMessages.tooManySerials(sold.productName), 'lines');
      // A line shipped with serials takes only those (the order page lists them), each once, and a defect or
      // warranty claim names every unit's, each judged by its own cover. On a line shipped without serials, what
      // the buyer writes is kept as their note and the guarantee from shipping decides: no serial lends its cover.
      const shipped = shippedSerials?.get(sold.productId);
      if (shipped) {
        const unknown = serials.filter((serial) => !shipped.includes(serial));
        if (unknown.length > 0)
          throw unprocessable(returnMessages.serialsNotShipped(sold.productName, unknown), 'lines');
        if (new Set(serials).size !== serials.length)
          throw unprocessable(returnMessages.serialTwice(sold.productName), 'lines');
        const claim = asked.reason === 'defective' || asked.reason === 'warranty';
        if (claim && serials.length !== asked.amount)
          throw unprocessable(returnMessages.serialPerUnit(sold.productName, asked.amount), 'lines');
      }
      const left = sold.amount - (held.get(sold.productId) ?? 0);
      if (asked.amount > left) throw conflict(returnMessages.tooMany(sold.productName, left), 'lines');
      const refusal = await reasonRefusal(
        tx,
        sold.productId,
        asked.reason,
        sold.productName,
        shipped ? serials : [],
        dates,
        deps.config.returns.days,
        now,
      );
      if (refusal) throw unprocessable(refusal, 'lines');
      lines.push({
        productId: sold.productId,
        name: sold.productName,
        model: sold.model,
        unitPriceCents: sold.unitPriceCents,
        amount: asked.amount,
        serials,
        reason: asked.reason,
      });
    }
    const number = await nextDocumentNumber(tx, 'RMA');
    const row = await insertReturn(tx, {
      number,
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      email: order.email,
      lines,
      note: body.note || null,
    });
    await auditStep(tx, actorOf(user), 'return.requested', row, undefined, {
      lines: lines.map(({ productId, amount, reason }) => ({ productId, amount, reason })),
    });
    await mailStep(deps, tx, 'return_requested', row, { message: body.note || undefined });
    return row;
  });
  return { _id: created.id, number: created.number };
}

/** GET /returns: a shop admin's every return, a buyer's their own; newest first, a page, of one status. */
export async function getReturns(
  db: Database,
  user: CurrentUser,
  query: { status?: ReturnStatus | undefined; page: number },
): Promise<{ returns: ReturnJson[]; total: number }> {
  const { rows, total } = await listReturns(db, {
    userId: user.role === 'admin' ? undefined : user.id,
    status: query.status,
    offset: (query.page - 1) * RETURNS_PAGE_SIZE,
    limit: RETURNS_PAGE_SIZE,
  });
  const notes = await creditNotesOf(
    db,
    rows.map((row) => row.id),
  );
  return { returns: rows.map((row) => toJson(row, notes.get(row.id))), total };
}

/** One return, for its buyer or a shop admin: 404 for none, 403 for another's. */
async function returnOf(db: Executor, user: CurrentUser, id: string): Promise<ReturnRow> {
  const row = isUuid(id) ? await findReturn(db, id) : undefined;
  if (!row) throw notFound(returnMessages.notFound);
  if (user.role !== 'admin' && row.userId !== user.id) throw forbidden(returnMessages.returnNotYours);
  return row;
}

export async function getReturn(db: Database, user: CurrentUser, id: string): Promise<ReturnJson> {
  return jsonOf(db, await returnOf(db, user, id));
}

/** Locks a return for a step from `from`; 404 for none, 409 naming its status when it is elsewhere. */
async function lockedAt(tx: Executor, id: string, from: ReturnStatus, action: string): Promise<ReturnRow> {
  const row = isUuid(id) ? await lockReturn(tx, id) : undefined;
  if (!row) throw notFound(returnMessages.notFound);
  if (row.status !== from) throw conflict(returnMessages.badStatus(row.status, action), 'status');
  return row;
}

/** POST /returns/:id/approve, /reject, /receive (shop admins): one step, audited and mailed in its transaction. */
export async function stepReturn(
  deps: ReturnsDeps,
  admin: CurrentUser,
  id: string,
  step: { to: 'approved'; instructions: string } | { to: 'rejected'; reason: string } | { to: 'received' },
): Promise<ReturnJson> {
  const from: ReturnStatus = step.to === 'received' ? 'approved' : 'requested';
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, from, step.to);
    const changed = await updateReturn(tx, before.id, {
      status: step.to,
      ...(step.to === 'approved' ? { instructions: step.instructions } : {}),
      ...(step.to === 'rejected' ? { rejection: step.reason } : {}),
    });
    const said =
      step.to === 'approved' ? step.instructions : step.to === 'rejected' ? step.reason : undefined;
    await auditStep(
      tx,
      actorOf(admin),
      `return.${step.to}`,
      changed,
      before.status,
      said === undefined ? {} : { message: said },
    );
    await mailStep(deps, tx, `return_${step.to}`, changed, { message: said });
    return changed;
  });
  return jsonOf(deps.db, row);
}

/**
 * The tax of a credit note of `netCents` more of the order's goods: the goods tax of everything credited so far
 * less what earlier notes took, by the invoice's own rule (one rounding of net × rate); the note that credits the
 * last of the goods takes exactly what is left of their tax. So an order's credit notes always sum to its invoice's
 * goods and their tax, to the cent.
 */
export function creditTaxCents(
  order: Pick<OrderRow, 'lines' | 'taxCents' | 'shippingTaxCents' | 'taxRateBasisPoints'>,
  earlier: { netCents: number; taxCents: number },
  netCents: number,
): number {
  const goodsNet = order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const goodsTax = order.taxCents - order.shippingTaxCents;
  const credited = earlier.netCents + netCents;
  if (credited >= goodsNet) return goodsTax - earlier.taxCents;
  const rate = order.taxRateBasisPoints / 100;
  return Math.min(taxCentsOf(credited, rate), goodsTax) - earlier.taxCents;
}

export interface ResolveReply {
  return: ReturnJson;
  creditNoteNumber?: string;
  refund?: 'refunded' | 'pending' | 'on_account';
  replacementOrderNumber?: number;
}

/**
 * POST /returns/:id/resolve (shop admins): every line of a received return gets its resolution, in one
 * transaction with the return and its order locked. Refunded lines get one credit note (the order's unit prices,
 * tax by creditTaxCents; shipping is not credited), the stock back for tools sold as they came back (not needed,
 * wrong item), and their money back: on account the receivable drops, by card the processor is asked after the
 * commit. Replaced lines get one zero-price order reserved from stock (409 when short: nothing is written).
 * Repaired lines change nothing else.
 */
export async function resolveReturn(
  deps: ReturnsDeps,
  admin: CurrentUser,
  id: string,
  body: ReturnResolveBody,
): Promise<ResolveReply> {
  const actor = actorOf(admin);
  const decided = await deps.db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, 'received', 'resolved');
    const resolutions = new Map<string, ReturnResolution>();
    for (const line of body.lines) {
      if (resolutions.has(line.productId)) throw unprocessable(returnMessages.resolveEveryLine, 'lines');
      resolutions.set(line.productId, line.resolution);
    }
    if (
      resolutions.size !== before.lines.length ||
      before.lines.some((line) => !resolutions.has(line.productId))
    )
      throw unprocessable(returnMessages.resolveEveryLine, 'lines');
    const lines = before.lines.map((line) => ({ ...line, resolution: resolutions.get(line.productId) }));
    const order = await lockOrder(tx, before.orderId);
    if (!order) throw notFound(returnMessages.orderNotFound);
    const outcome: string[] = [];
    let note: CreditNoteRow | undefined;
    let refund: ResolveReply['refund'];
    const refunded = lines.filter((line) => line.resolution === 'refund');
    const creditLines: StoredCreditLine[] = refunded.map((line) => ({
      productId: line.productId,
      name: line.name,
      model: line.model,
      unitPriceCents: line.unitPriceCents,
      amount: line.amount,
      lineTotalCents: line.unitPriceCents * line.amount,
    }));
    const netCents = creditLines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    if (netCents > 0) {
      const earlier = await creditedOfOrder(tx, order.id);
      const taxCents = creditTaxCents(order, earlier, netCents);
      const number = await nextDocumentNumber(tx, 'CN');
      note = await insertCreditNote(tx, {
        number,
        orderId: order.id,
        returnId: before.id,
        lines: creditLines,
        netCents,
        taxCents,
        totalCents: netCents + taxCents,
      });
      await creditReturnedPart(tx, actor, order, note.totalCents, number);
      if (order.paymentMethod === 'account') refund = 'on_account';
      else {
        await noteReturnRefund(deps.payments, tx, {
          orderId: order.id,
          creditNoteId: note.id,
          amountCents: note.totalCents,
        });
        refund = 'pending';
      }
      outcome.push(
        `Refund with credit note ${number}, ${formatDollars(centsToDollars(note.totalCents))}${
          order.paymentMethod === 'account' ? ' taken off your account' : ' back to your card'
        }`,
      );
    }
    const resellable = refunded.filter((line) => RESELLABLE_REASONS.includes(line.reason));
    if (resellable.length > 0) await restockReturned(tx, resellable);
    const replaced = lines.filter((line) => line.resolution === 'replace');
    let replacement: { id: string; orderNumber: number } | undefined;
    if (replaced.length > 0) {
      const placed = await placeReplacementOrder(
        tx,
        order,
        replaced,
        `Replacement for return ${before.number}`,
      );
      if ('shortOf' in placed) throw conflict(returnMessages.replacementShort(placed.shortOf), 'lines');
      replacement = placed;
      outcome.push(`Replacement order ${formatOrderNumber(placed.orderNumber)}, shipped to you at no charge`);
    }
    if (lines.some((line) => line.resolution === 'repair'))
      outcome.push('Repaired tools are sent back to you');
    const row = await updateReturn(tx, before.id, {
      status: 'resolved',
      lines,
      ...(replacement
        ? { replacementOrderId: replacement.id, replacementOrderNumber: replacement.orderNumber }
        : {}),
    });
    await auditStep(tx, actor, 'return.resolved', row, before.status, {
      lines: lines.map(({ productId, amount, resolution }) => ({ productId, amount, resolution })),
      ...(note ? { creditNoteNumber: note.number, creditedCents: note.totalCents } : {}),
      ...(replacement ? { replacementOrderNumber: replacement.orderNumber } : {}),
    });
    await mailStep(deps, tx, 'return_resolved', row, { outcome });
    return { row, note, refund, replacement };
  });
  let refund = decided.refund;
  if (refund === 'pending' && decided.note) refund = await settleReturnRefund(deps.payments, decided.note.id);
  return {
    return: toJson(decided.row, decided.note),
    ...(decided.note ? { creditNoteNumber: decided.note.number } : {}),
    ...(refund ? { refund } : {}),
    ...(decided.replacement ? { replacementOrderNumber: decided.replacement.orderNumber } : {}),
  };
}

/** GET /returns/:id/credit-note.pdf: its buyer or a shop admin; 409 while the return has no credit note. */
export async function creditNotePdf(
  deps: Pick<ReturnsDeps, 'db' | 'config'>,
  pdfs: PdfThread,
  user: CurrentUser,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await returnOf(deps.db, user, id);
  const note = (await creditNotesOf(deps.db, [row.id])).get(row.id);
  if (!note) throw conflict(returnMessages.noCreditNote);
  const order = await findOrder(deps.db, row.orderId);
  if (!order) throw notFound(returnMessages.orderNotFound);
  return renderReturnCreditNote(deps.config, pdfs, order, {
    number: note.number,
    returnNumber: row.number,
    issuedAt: note.issuedAt,
    lines: note.lines,
    netCents: note.netCents,
    taxCents: note.taxCents,
    totalCents: note.totalCents,
  });
}
