import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { invoiceText } from './invoice-text.ts';
import { PARTY_RIGHT_X, partyBlocks, sellerLines } from './pdf-parties.ts';

/** A company's statement of account (GET /my-company/statement.pdf, ADR 142): dates are UTC days, YYYY-MM-DD. */
export interface StatementDocument {
  asOf: string;
  /** The first day of the payments and credit notes listed. */
  since: string;
  seller: { name: string; address: string; taxId: string | undefined };
  /** How to pay (SELLER_BANK_DETAILS); empty when the shop has not set it. */
  bankDetails: string;
  company: { name: string; taxId: string | null; addressLines: string[] };
  openInvoices: {
    invoiceNumber: string;
    orderNumber: number;
    invoiceDate: string;
    dueDate: string;
    totalCents: number;
    paidCents: number;
    balanceCents: number;
    daysOverdue: number;
  }[];
  payments: {
    receivedAt: string;
    invoiceNumber: string | null;
    reference: string;
    kind: 'received' | 'repaid';
    amountCents: number;
    reversed: boolean;
  }[];
  creditNotes: { number: string; date: string; invoiceNumber: string | null; amountCents: number }[];
  balanceCents: number;
  overdueCents: number;
}

const money = (cents: number) => formatDollars(cents / 100);
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const MARGIN = 50;

type Column = { x: number; width: number; align: 'left' | 'right' };

/** The statement as a PDF with pdfkit, laid out as the invoice is (invoice-pdf.ts) and with its fonts. */
export async function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Statement of account ${statement.asOf}`, Author: statement.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = doc.page.height - MARGIN - 30;
  const width = doc.page.width - 2 * MARGIN;
  const text = invoiceText(doc, 10);

  doc.font('Helvetica-Bold').fontSize(20).text('Statement of account');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Date: ${day(statement.asOf)}`);
  doc.text(`Payments and credit notes since ${day(statement.since)}`);

  const top = doc.y + 15;
  const block = partyBlocks(doc, text);
  const sellerEnd = block(MARGIN, 'From', sellerLines(statement.seller), top);
  const companyEnd = block(
    PARTY_RIGHT_X,
    'To',
    [
      statement.company.name,
      statement.company.taxId ? `Tax ID: ${statement.company.taxId}` : '',
      ...statement.company.addressLines,
    ],
    top,
  );
  let y = Math.max(sellerEnd, companyEnd) + 20;

  const row = (columns: readonly Column[], cells: string[], bold = false) => {
    if (y > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    let height = 0;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      text.write(cell, column.x, y, { width: column.width, align: column.align, bold });
      height = Math.max(height, doc.y - y);
    });
    y += height + 4;
  };
  const section = (title: string, columns: readonly Column[], header: string[]) => {
    if (y > bottom - 60) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('Helvetica-Bold').fontSize(12).text(title, MARGIN, y, { width });
    doc.fontSize(10);
    y = doc.y + 6;
    row(columns, header, true);
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(doc.page.width - MARGIN, y - 2)
      .stroke();
    y += 2;
  };
  const none = (what: string) => {
    doc.font('Helvetica').text(what, MARGIN, y, { width });
    y = doc.y + 4;
  };

  // Invoice, order, invoice date, due date, total, paid, balance (x and width in points).
  const invoiceColumns: Column[] = [
    { x: MARGIN, width: 105, align: 'left' },
    { x: 158, width: 45, align: 'left' },
    { x: 206, width: 68, align: 'left' },
    { x: 277, width: 88, align: 'left' },
    { x: 368, width: 58, align: 'right' },
    { x: 428, width: 58, align: 'right' },
    { x: 488, width: 57, align: 'right' },
  ];
  section('Open invoices', invoiceColumns, ['Invoice', 'Order', 'Date', 'Due', 'Total', 'Paid', 'Balance']);
  if (statement.openInvoices.length === 0) none('No open invoices.');
  for (const invoice of statement.openInvoices)
    row(invoiceColumns, [
      invoice.invoiceNumber,
      formatOrderNumber(invoice.orderNumber),
      day(invoice.invoiceDate),
      invoice.daysOverdue > 0
        ? `${day(invoice.dueDate)} (${invoice.daysOverdue} d late)`
        : day(invoice.dueDate),
      money(invoice.totalCents),
      money(invoice.paidCents),
      money(invoice.balanceCents),
    ]);

  y += 12;
  const paymentColumns: Column[] = [
    { x: MARGIN, width: 80, align: 'left' },
    { x: 133, width: 110, align: 'left' },
    { x: 246, width: 220, align: 'left' },
    { x: 470, width: 75, align: 'right' },
  ];
  section('Payments', paymentColumns, ['Date', 'Invoice', 'Reference', 'Amount']);
  if (statement.payments.length === 0) none('No payments in this period.');
  for (const payment of statement.payments) {
    const note = [payment.kind === 'repaid' ? 'repaid to you' : '', payment.reversed ? 'reversed' : '']
      .filter(Boolean)
      .join(', ');
    row(paymentColumns, [
      day(payment.receivedAt),
      payment.invoiceNumber ?? '',
      note ? `${payment.reference} (${note})` : payment.reference,
      money(payment.amountCents),
    ]);
  }

  y += 12;
  const creditColumns: Column[] = [
    { x: MARGIN, width: 80, align: 'left' },
    { x: 133, width: 150, align: 'left' },
    { x: 286, width: 180, align: 'left' },
    { x: 470, width: 75, align: 'right' },
  ];
  section('Credit notes', creditColumns, ['Date', 'Credit note', 'Credits invoice', 'Amount']);
  if (statement.creditNotes.length === 0) none('No credit notes in this period.');
  for (const note of statement.creditNotes)
    row(creditColumns, [day(note.date), note.number, note.invoiceNumber ?? '', money(note.amountCents)]);

  if (y > bottom - 80) {
    doc.addPage();
    y = MARGIN;
  }
  y += 14;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y, { width: 170, align: 'right' });
    doc.text(money(cents), 475, y, { width: 70, align: 'right' });
    y = doc.y + 4;
  };
  if (statement.overdueCents > 0) total('Overdue', statement.overdueCents);
  total('Balance', statement.balanceCents, true);
  if (statement.bankDetails) {
    doc.font('Helvetica-Bold').text('How to pay', MARGIN, y + 12, { width });
    doc.font('Helvetica');
    for (const line of statement.bankDetails.split(/\r?\n/)) text.write(line, MARGIN, undefined, { width });
    doc.text('Please quote the invoice number with your transfer.', MARGIN, undefined, { width });
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Written inside the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        `Statement ${statement.asOf} · page ${index + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
