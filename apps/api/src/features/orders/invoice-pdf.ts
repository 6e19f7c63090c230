import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { invoiceText } from './invoice-text.ts';
import { PARTY_RIGHT_X, partyBlocks, sellerLines } from './pdf-parties.ts';

export interface InvoiceLine {
  tool: string;
  model: string;
  amount: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** A shipped serialized tool's serial numbers, one per unit (ADR 148), listed under its line. */
  serials?: string[] | undefined;
}

export interface InvoiceDocument {
  /**
   * An invoice, or a credit note that gives back the whole of the invoice it names, or part of it: a return's
   * lines (`returnNumber`, ADR 150).
   */
  credits?: { invoiceNumber: string; returnNumber?: string | undefined } | undefined;
  /** A quote instead (ADR 146): its offer's prices before tax, until when they hold; no order yet. */
  quote?: { validUntil: Date | undefined } | undefined;
  number: string;
  issuedAt: Date;
  /** When the order was paid: an invoice says "Paid" with the day (a credit note says what it credits instead). */
  paidAt?: Date | undefined;
  /** The order's short number, as the buyer knows it (`#1042`); none on a quote. */
  orderNumber?: number | undefined;
  transactionId: string | null;
  seller: { name: string; address: string; taxId: string | undefined };
  /**
   * An invoice of an order on account: the day it is due (`YYYY-MM-DD`) and how to pay it by transfer
   * (SELLER_BANK_DETAILS, empty when the shop has not set it). Card invoices and credit notes have none.
   */
  onAccount?: { dueDate: string; bankDetails: string } | undefined;
  buyer: { name: string; email: string; phone: string; address: string };
  /**
   * The company the order was placed for (orders.buyer_company): the invoice's buyer, billed at its billing address
   * with its tax ID, the person who ordered named beside it and the goods delivered to the order's address.
   */
  buyerCompany?:
    | { name: string; taxId: string | null; addressLines: string[]; taxExempt: boolean }
    | undefined;
  poNumber?: string | undefined;
  lines: InvoiceLine[];
  /** The shipping line's net (ADR 145), part of `netCents`; no shipping line when it is 0 or absent. */
  shippingCents?: number | undefined;
  netCents: number;
  /** The rate stored on the order; no tax line when it is 0. */
  taxRatePercent: number;
  taxCents: number;
  grossCents: number;
}

const money = (cents: number) => formatDollars(cents / 100);
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const MARGIN = 50;
// The columns of the lines' table: tool, model, amount, unit price, line total (x and width, in points).
const COLUMNS = [
  { x: MARGIN, width: 190, align: 'left' },
  { x: 245, width: 90, align: 'left' },
  { x: 340, width: 55, align: 'right' },
  { x: 400, width: 70, align: 'right' },
  { x: 475, width: 70, align: 'right' },
] as const;

/**
 * The invoice as a PDF (pdfkit): its own words in the built-in Helvetica, the buyer's, the seller's and the tools'
 * in Helvetica too when it can write them, else in a Noto font of their script (invoice-text.ts, ADR 067). The
 * lines' table runs onto as many pages as it needs, its header repeated on each, and every page says which of how
 * many it is.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = invoice.quote ? 'Quote' : invoice.credits ? 'Credit note' : 'Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = doc.page.height - MARGIN - 30;
  doc.font('Helvetica-Bold').fontSize(20).text(`${title} ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const text = invoiceText(doc, 10);
  const width = doc.page.width - 2 * MARGIN;
  doc.text(`Date: ${day.format(invoice.issuedAt)}`);
  if (invoice.credits)
    doc.text(
      invoice.credits.returnNumber
        ? `Credits invoice ${invoice.credits.invoiceNumber} in part (return ${invoice.credits.returnNumber})`
        : `Credits invoice ${invoice.credits.invoiceNumber} in full (order refunded)`,
    );
  if (!invoice.credits && invoice.paidAt)
    doc
      .font('Helvetica-Bold')
      .text(`Paid on ${day.format(invoice.paidAt)}`)
      .font('Helvetica');
  if (invoice.quote?.validUntil) doc.text(`Valid until: ${day.format(invoice.quote.validUntil)}`);
  if (invoice.orderNumber !== undefined) doc.text(`Order: ${formatOrderNumber(invoice.orderNumber)}`);
  const onAccount = invoice.credits ? undefined : invoice.onAccount;
  if (onAccount)
    doc
      .font('Helvetica-Bold')
      .text(`Due date: ${day.format(new Date(`${onAccount.dueDate}T00:00:00Z`))}`)
      .font('Helvetica');
  if (invoice.poNumber) text.write(`PO number: ${invoice.poNumber}`, MARGIN, undefined, { width });
  if (invoice.transactionId) doc.text(`Payment: ${invoice.transactionId}`);

  const top = doc.y + 15;
  const block = partyBlocks(doc, text);
  const sellerEnd = block(MARGIN, 'Seller', sellerLines(invoice.seller), top);
  const company = invoice.buyerCompany;
  const deliveryLines = invoice.buyer.address.split(/\r?\n/);
  const buyerEnd = company
    ? block(
        PARTY_RIGHT_X,
        'Bill to',
        [
          company.name,
          company.taxId ? `Tax ID: ${company.taxId}` : '',
          ...company.addressLines,
          `Ordered by: ${invoice.buyer.name}`,
          invoice.buyer.email,
          invoice.buyer.phone,
        ],
        top,
      )
    : block(
        PARTY_RIGHT_X,
        invoice.quote ? 'Prepared for' : 'Bill to and deliver to',
        [invoice.buyer.name, invoice.buyer.email, invoice.buyer.phone, ...deliveryLines],
        top,
      );
  const deliverEnd = company ? block(PARTY_RIGHT_X, 'Deliver to', deliveryLines, buyerEnd + 10) : buyerEnd;

  const row = (cells: string[], y: number, bold = false) => {
    let height = 0;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (!column) return;
      text.write(cell, column.x, y, { width: column.width, align: column.align, bold });
      height = Math.max(height, doc.y - y);
    });
    return y + height + 4;
  };
  const header = (y: number) => {
    const next = row(['Tool', 'Model', 'Amount', 'Unit price', 'Line total'], y, true);
    doc
      .moveTo(MARGIN, next - 2)
      .lineTo(doc.page.width - MARGIN, next - 2)
      .stroke();
    return next + 2;
  };

  let y = header(Math.max(sellerEnd, deliverEnd) + 25);
  for (const line of invoice.lines) {
    if (y > bottom) {
      doc.addPage();
      y = header(MARGIN);
    }
    y = row(
      [line.tool, line.model, String(line.amount), money(line.unitPriceCents), money(line.lineTotalCents)],
      y,
    );
    if (line.serials?.length) {
      text.write(`Serial numbers: ${line.serials.join(', ')}`, MARGIN, y, { width: width - 10 });
      y = doc.y + 4;
    }
  }

  if (y > bottom - 60) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 340, y, { width: 130, align: 'right' });
    doc.text(money(cents), 475, y, { width: 70, align: 'right' });
    y = doc.y + 4;
  };
  if (invoice.shippingCents) total('Shipping', invoice.shippingCents);
  total(invoice.credits ? 'Net credited' : 'Net', invoice.netCents);
  // With a tax line the total is named for what it is, the gross beside the net; without one they are the same.
  const taxed = invoice.taxRatePercent > 0;
  if (taxed)
    total(`${invoice.credits ? 'Tax credited' : 'Tax'} (${invoice.taxRatePercent}%)`, invoice.taxCents);
  const gross = taxed ? 'Gross total' : 'Total';
  total(invoice.credits ? `${gross} credited` : gross, invoice.grossCents, true);
  if (invoice.quote) {
    doc.font('Helvetica');
    text.write('Prices before tax: tax is added to the order where it applies.', MARGIN, y + 10, { width });
  }
  // A tax-exempt company's document says why it carries no tax, and under which tax ID.
  else if (company?.taxExempt) {
    doc.font('Helvetica');
    text.write(
      `Tax exempt${company.taxId ? `: buyer's tax ID ${company.taxId}` : ''}. No tax is charged.`,
      MARGIN,
      y + 10,
      { width },
    );
    y = doc.y;
  }
  if (onAccount) {
    if (y > bottom - 80) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('Helvetica-Bold').text('How to pay', MARGIN, y + 14, { width });
    doc.font('Helvetica');
    doc.text(
      `Please pay ${money(invoice.grossCents)} by bank transfer by ${day.format(new Date(`${onAccount.dueDate}T00:00:00Z`))}, quoting invoice ${invoice.number}.`,
      MARGIN,
      undefined,
      { width },
    );
    for (const line of onAccount.bankDetails.split(/\r?\n/).filter(Boolean))
      text.write(line, MARGIN, undefined, { width });
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Written inside the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${invoice.number} · page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
