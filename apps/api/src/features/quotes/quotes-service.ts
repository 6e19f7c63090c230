import type { CheckoutInput } from '@ironvolt/shared/cart';
import { centsToDollars, dollarsToCents, formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import {
  QUOTE_MAX_VALID_DAYS,
  QUOTES_PAGE_SIZE,
  type QuoteActor,
  type QuoteDetail,
  type QuoteEvent,
  type QuoteLine,
  type QuoteOfferBody,
  type QuoteStatus,
  type QuoteSummary,
  quoteMessages,
} from '@ironvolt/shared/quotes';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import type { StoredQuoteEvent, StoredQuoteLine } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { type QuoteMailKind, quoteMailSubject } from '../../mail-templates/quote-mails.tsx';
import { mailShopOf } from '../../mail-templates/templates.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import type { MailOutbox } from '../../plugins/app/mail-outbox.ts';
import { CartShortError, checkout, getCart } from '../cart/public.ts';
import { minOrdersOf } from '../catalog/public.ts';
import type { InvoiceDocument, OrderMails, PdfThread, PlacedOrderFigures } from '../orders/public.ts';
import {
  expireQuotesDue,
  findQuote,
  insertQuote,
  listQuotes,
  type QuoteRow,
  updateQuote,
} from './quotes-repository.ts';

export interface QuotesDeps {
  db: Database;
  config: Config;
  mailOutbox: Pick<MailOutbox, 'enqueue' | 'noteWritten'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const actorOf = (user: CurrentUser): Actor => ({ id: user.id, email: user.email });
/** The expiry sweep's entries in the audit trail: no one signed in did it. */
const SWEEP_ACTOR: Actor = { id: null, email: 'expiry sweep' };

const netCentsOf = (lines: StoredQuoteLine[]) =>
  lines.reduce((sum, line) => sum + (line.unitPriceCents ?? line.listUnitPriceCents) * line.amount, 0);

const lineJson = (line: StoredQuoteLine): QuoteLine => ({
  productId: line.productId,
  name: line.name,
  model: line.model,
  amount: line.amount,
  listUnitPrice: centsToDollars(line.listUnitPriceCents),
  ...(line.unitPriceCents === null
    ? {}
    : {
        unitPrice: centsToDollars(line.unitPriceCents),
        lineTotal: centsToDollars(line.unitPriceCents * line.amount),
      }),
});

// Who at the shop answered is the shop's business: a buyer reads "the shop", never a staff member's address.
const eventJson = (event: StoredQuoteEvent, shopView: boolean): QuoteEvent => ({
  at: event.at,
  status: event.status,
  by: event.by,
  ...(event.email && (shopView || event.by === 'buyer') ? { email: event.email } : {}),
  ...(event.message ? { message: event.message } : {}),
  ...(event.lines ? { lines: event.lines.map(lineJson) } : {}),
  ...(event.expiresAt ? { expiresAt: event.expiresAt } : {}),
});

const summaryJson = (row: QuoteRow): QuoteSummary => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  email: row.email,
  ...(row.companyName ? { companyName: row.companyName } : {}),
  lineCount: row.lines.length,
  total: centsToDollars(netCentsOf(row.lines)),
  ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}),
  ...(row.orderId ? { orderId: row.orderId } : {}),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const detailJson = (row: QuoteRow, shopView: boolean): QuoteDetail => ({
  ...summaryJson(row),
  lines: row.lines.map(lineJson),
  ...(row.message ? { message: row.message } : {}),
  history: row.history.map((event) => eventJson(event, shopView)),
});

/** A buyer's own quote, or any for a shop admin; 404 alike for none and someone else's (its number says nothing). */
async function quoteOf(db: Executor, user: CurrentUser, id: string, forUpdate = false): Promise<QuoteRow> {
  const row = isUuid(id) ? await findQuote(db, id, forUpdate) : undefined;
  if (!row || (user.role !== 'admin' && row.userId !== user.id)) throw notFound(quoteMessages.notFound);
  return row;
}

/** The buyer's mail of a step, written into the outbox with the step's transaction. */
async function mailStep(
  deps: QuotesDeps,
  tx: Executor,
  kind: QuoteMailKind,
  row: Pick<QuoteRow, 'id' | 'number' | 'email' | 'lines' | 'expiresAt'>,
  extra: { message?: string | null | undefined; orderNumber?: number | undefined } = {},
): Promise<void> {
  await deps.mailOutbox.enqueue(tx, {
    kind,
    to: row.email,
    subject: quoteMailSubject(kind, row.number),
    data: {
      shop: mailShopOf(deps.config),
      number: row.number,
      total: formatDollars(centsToDollars(netCentsOf(row.lines))),
      lineCount: row.lines.length,
      ...(row.expiresAt ? { expiresAt: day.format(row.expiresAt) } : {}),
      ...(extra.message ? { message: extra.message } : {}),
      ...(extra.orderNumber === undefined ? {} : { orderReference: formatOrderNumber(extra.orderNumber) }),
      link: `${deps.config.publicUrl}/dashboard/my-quotes/${row.id}`,
    },
    ...(kind === 'quote_offered' ? { attachments: [{ kind: 'quote' as const, quoteId: row.id }] } : {}),
  });
}

const event = (
  status: QuoteStatus,
  by: QuoteActor,
  email: string | undefined,
  rest: Omit<StoredQuoteEvent, 'at' | 'status' | 'by' | 'email'> = {},
  at = new Date(),
): StoredQuoteEvent => ({ at: at.toISOString(), status, by, ...(email ? { email } : {}), ...rest });

/**
 * POST /quotes: the buyer's cart as a request for quote, each line at the buyer's own price now (price list and
 * volume price, as the cart shows it), numbered in the quote series. The cart is kept; nothing is reserved.
 */
export async function requestQuote(
  deps: QuotesDeps,
  user: CurrentUser,
  message: string | undefined,
): Promise<{ _id: string; number: string }> {
  const cart = await getCart(deps.db, user);
  if (cart.lines.length === 0) throw unprocessable(quoteMessages.cartEmpty);
  const lines: StoredQuoteLine[] = cart.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    model: line.model,
    amount: line.amount,
    listUnitPriceCents: dollarsToCents(line.unitPrice),
    unitPriceCents: null,
  }));
  const said = message || null;
  const created = await deps.db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, 'Q');
    const row = await insertQuote(tx, {
      number,
      userId: user.id,
      email: user.email,
      companyId: user.company?.id ?? null,
      lines,
      message: said,
      history: [event('requested', 'buyer', user.email, { lines, ...(said ? { message: said } : {}) })],
    });
    await recordActivity(tx, {
      actor: actorOf(user),
      action: 'quote.requested',
      subject: { type: 'quote', id: row.id, label: number },
      after: { lines: lines.length, message: said },
    });
    await mailStep(
      deps,
      tx,
      'quote_requested',
      { ...row, email: user.email, lines, expiresAt: null },
      { message: said },
    );
    return row;
  });
  deps.mailOutbox.noteWritten();
  return { _id: created.id, number: created.number };
}

/** GET /quotes: a shop admin's every quote, a buyer's own; newest first. */
export async function getQuotes(
  db: Database,
  user: CurrentUser,
  query: { status?: QuoteStatus | undefined; q?: string | undefined; page: number },
): Promise<{ quotes: QuoteSummary[]; total: number }> {
  const { rows, total } = await listQuotes(db, {
    userId: user.role === 'admin' ? undefined : user.id,
    status: query.status,
    q: query.q,
    offset: (query.page - 1) * QUOTES_PAGE_SIZE,
    limit: QUOTES_PAGE_SIZE,
  });
  return { quotes: rows.map(summaryJson), total };
}

/** GET /quotes/:id: one quote with its whole history. */
export async function getQuote(db: Database, user: CurrentUser, id: string): Promise<QuoteDetail> {
  return detailJson(await quoteOf(db, user, id), user.role === 'admin');
}

/** Until when an offer holds: a day means the end of that day (UTC); it must be ahead, and within a year. */
function offerEnd(expiresAt: string, now: Date): Date {
  const end = /^\d{4}-\d{2}-\d{2}$/.test(expiresAt)
    ? new Date(`${expiresAt}T23:59:59.999Z`)
    : new Date(expiresAt);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime())
    throw unprocessable(quoteMessages.expiresInPast, 'expiresAt');
  if (end.getTime() > now.getTime() + QUOTE_MAX_VALID_DAYS * DAY_MS)
    throw unprocessable(quoteMessages.expiresTooLate, 'expiresAt');
  return end;
}

/**
 * POST /quotes/:id/offer (shop admins): a price per piece for every line of a requested quote, its amount changed
 * where given (not under the tool's minimum order), until `expiresAt`; the buyer is mailed the quote's PDF.
 */
export async function offerQuote(
  deps: QuotesDeps,
  user: CurrentUser,
  id: string,
  body: QuoteOfferBody,
): Promise<QuoteDetail> {
  const now = new Date();
  const end = offerEnd(body.expiresAt, now);
  const said = body.message || null;
  const row = await deps.db.transaction(async (tx) => {
    const quote = await quoteOf(tx, user, id, true);
    if (quote.status !== 'requested') throw conflict(quoteMessages.notRequested(quote.status));
    const given = new Map<string, (typeof body.lines)[number]>();
    for (const line of body.lines) {
      if (given.has(line.productId)) throw unprocessable(quoteMessages.lineRepeated(line.productId), 'lines');
      if (!quote.lines.some((asked) => asked.productId === line.productId))
        throw unprocessable(quoteMessages.lineUnknown(line.productId), 'lines');
      given.set(line.productId, line);
    }
    const minimums = await minOrdersOf(
      tx,
      quote.lines.map((line) => line.productId),
    );
    const lines = quote.lines.map((asked): StoredQuoteLine => {
      const offered = given.get(asked.productId);
      if (!offered) throw unprocessable(quoteMessages.lineMissing(asked.name), 'lines');
      const amount = offered.amount ?? asked.amount;
      const minOrder = minimums.get(asked.productId) ?? 1;
      if (amount < minOrder) throw unprocessable(quoteMessages.belowMinOrder(asked.name, minOrder), 'lines');
      return { ...asked, amount, unitPriceCents: dollarsToCents(offered.unitPrice) };
    });
    const offered = { ...quote, status: 'offered' as const, lines, expiresAt: end };
    await updateQuote(
      tx,
      quote.id,
      { status: 'offered', lines, expiresAt: end },
      event(
        'offered',
        'shop',
        user.email,
        {
          lines,
          expiresAt: end.toISOString(),
          ...(said ? { message: said } : {}),
        },
        now,
      ),
    );
    await recordActivity(tx, {
      actor: actorOf(user),
      action: 'quote.offered',
      subject: { type: 'quote', id: quote.id, label: quote.number },
      before: { status: quote.status },
      after: {
        status: 'offered',
        expiresAt: end.toISOString(),
        lines: lines.map((line) => ({
          productId: line.productId,
          amount: line.amount,
          unitPrice: centsToDollars(line.unitPriceCents ?? 0),
        })),
      },
    });
    await mailStep(deps, tx, 'quote_offered', offered, { message: said });
    return quote.id;
  });
  deps.mailOutbox.noteWritten();
  return getQuote(deps.db, user, row);
}

/** The buyer's answer to an offer: only their own, only while offered and before it expires. */
async function offeredToBuyer(tx: Executor, user: CurrentUser, id: string, now: Date): Promise<QuoteRow> {
  const quote = await quoteOf(tx, user, id, true);
  if (quote.userId !== user.id) throw notFound(quoteMessages.notFound);
  if (quote.status !== 'offered') throw conflict(quoteMessages.notOffered(quote.status));
  if (!quote.expiresAt || quote.expiresAt.getTime() <= now.getTime()) throw conflict(quoteMessages.expired);
  return quote;
}

/** POST /quotes/:id/decline. */
export async function declineQuote(deps: QuotesDeps, user: CurrentUser, id: string): Promise<QuoteDetail> {
  await deps.db.transaction(async (tx) => {
    const quote = await offeredToBuyer(tx, user, id, new Date());
    await updateQuote(tx, quote.id, { status: 'declined' }, event('declined', 'buyer', user.email));
    await recordActivity(tx, {
      actor: actorOf(user),
      action: 'quote.declined',
      subject: { type: 'quote', id: quote.id, label: quote.number },
      before: { status: quote.status },
      after: { status: 'declined' },
    });
    await mailStep(deps, tx, 'quote_declined', quote);
  });
  deps.mailOutbox.noteWritten();
  return getQuote(deps.db, user, id);
}

/** POST /quotes/:id/revision: the offer goes back to the shop with what the buyer wants changed; its round stays. */
export async function reviseQuote(
  deps: QuotesDeps,
  user: CurrentUser,
  id: string,
  message: string,
): Promise<QuoteDetail> {
  await deps.db.transaction(async (tx) => {
    const quote = await offeredToBuyer(tx, user, id, new Date());
    await updateQuote(
      tx,
      quote.id,
      { status: 'requested', message, expiresAt: null },
      event('requested', 'buyer', user.email, { message }),
    );
    await recordActivity(tx, {
      actor: actorOf(user),
      action: 'quote.revision_requested',
      subject: { type: 'quote', id: quote.id, label: quote.number },
      before: { status: quote.status },
      after: { status: 'requested', message },
    });
    await mailStep(deps, tx, 'quote_revision', { ...quote, expiresAt: null }, { message });
  });
  deps.mailOutbox.noteWritten();
  return getQuote(deps.db, user, id);
}

/** The 409 of an accepted quote whose tools are short: every such line by name, with what is left. */
export class QuoteShortError extends HttpError {
  override readonly details: { lines: { productId: string; name: string; available: number }[] };
  constructor(lines: { productId: string; name: string; available: number }[]) {
    super(
      409,
      `Not enough in stock for ${lines.map((line) => `${line.name} (${line.available} left)`).join(', ')}: ask for a revision`,
    );
    this.details = { lines };
  }
}

/**
 * POST /quotes/:id/accept: the offer becomes an order at its prices per piece, placed as the cart's checkout places
 * one (stock for every line or none, card or on account, the company's approval and tax rules), in the transaction
 * that holds the quote's row: of two accepts at once, the second waits and then finds it accepted (409).
 */
export async function acceptQuote(
  deps: QuotesDeps,
  mails: OrderMails,
  user: CurrentUser,
  id: string,
  // As checked by the route: the same body as a checkout, delivery address included.
  body: CheckoutInput,
  log: FastifyBaseLogger,
): Promise<{ quote: QuoteDetail; order: PlacedOrderFigures }> {
  const order = await deps.db.transaction(async (tx) => {
    const quote = await offeredToBuyer(tx, user, id, new Date());
    const quoted = quote.lines.map((line) => ({
      productId: line.productId,
      amount: line.amount,
      unitPriceCents: line.unitPriceCents ?? line.listUnitPriceCents,
    }));
    let placed: PlacedOrderFigures;
    try {
      placed = await checkout({ db: tx as Database, config: deps.config, mails }, user, body, log, quoted);
    } catch (error) {
      if (!(error instanceof CartShortError)) throw error;
      throw new QuoteShortError(
        error.details.lines.map((short) => ({
          ...short,
          name: quote.lines.find((line) => line.productId === short.productId)?.name ?? short.productId,
        })),
      );
    }
    await updateQuote(
      tx,
      quote.id,
      { status: 'accepted', orderId: placed.id },
      event('accepted', 'buyer', user.email),
    );
    await recordActivity(tx, {
      actor: actorOf(user),
      action: 'quote.accepted',
      subject: { type: 'quote', id: quote.id, label: quote.number },
      before: { status: quote.status },
      after: { status: 'accepted', orderId: placed.id, orderNumber: placed.orderNumber },
    });
    await mailStep(deps, tx, 'quote_accepted', quote, { orderNumber: placed.orderNumber });
    return placed;
  });
  deps.mailOutbox.noteWritten();
  return { quote: await getQuote(deps.db, user, id), order };
}

/**
 * The expiry sweep: every offered quote whose offer ran out by `now` becomes expired, its buyer mailed, each in
 * the audit trail. Answers how many it expired.
 */
export async function expireQuotes(deps: QuotesDeps, now: Date): Promise<number> {
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await expireQuotesDue(tx, now, event('expired', 'system', undefined, {}, now));
    for (const row of rows) {
      await recordActivity(tx, {
        actor: SWEEP_ACTOR,
        action: 'quote.expired',
        subject: { type: 'quote', id: row.id, label: row.number },
        before: { status: 'offered' },
        after: { status: 'expired', expiresAt: row.expiresAt?.toISOString() ?? null },
      });
      await mailStep(deps, tx, 'quote_expired', row);
    }
    return rows.length;
  });
  if (expired > 0) deps.mailOutbox.noteWritten();
  return expired;
}

/** A quote as a PDF (the invoice's layout, ADR 146): its offered lines, or its asked ones at the buyer's prices. */
export async function quotePdf(
  deps: QuotesDeps,
  pdfs: PdfThread,
  user: CurrentUser | null,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = user ? await quoteOf(deps.db, user, id) : isUuid(id) ? await findQuote(deps.db, id) : undefined;
  if (!row) throw notFound(quoteMessages.notFound);
  const netCents = netCentsOf(row.lines);
  const document: InvoiceDocument = {
    number: row.number,
    issuedAt: row.updatedAt,
    quote: { validUntil: row.status === 'offered' ? (row.expiresAt ?? undefined) : undefined },
    transactionId: null,
    seller: deps.config.seller,
    buyer: { name: row.companyName ?? row.email, email: row.email, phone: '', address: '' },
    lines: row.lines.map((line) => {
      const unitPriceCents = line.unitPriceCents ?? line.listUnitPriceCents;
      return {
        tool: line.name,
        model: line.model,
        amount: line.amount,
        unitPriceCents,
        lineTotalCents: unitPriceCents * line.amount,
      };
    }),
    netCents,
    taxRatePercent: 0,
    taxCents: 0,
    grossCents: netCents,
  };
  return { filename: `${row.number}.pdf`, pdf: await pdfs.render(document) };
}
