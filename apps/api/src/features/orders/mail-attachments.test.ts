import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { mailOutbox, orders } from '../../db/schema/index.ts';

const pdfText = async (pdf: Buffer) => (await pdfTextOf(pdf)).text;

describe.each(databaseKinds)('documents attached to order mails on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await build(kind, { config: { mail: { ...testConfig().mail, smtpUrl: smtp.url } } });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The mail the SMTP server received with this subject, parsed as a mail program reads it. */
  const received = async (subject: string) => {
    await t.app.mailOutbox.deliverDue();
    const parsed = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
    const found = parsed.filter((mail) => mail.subject === subject);
    expect(found, subject).toHaveLength(1);
    return found[0];
  };

  it('sends the invoice with the payment mail and the credit note with the refund mail, as PDFs', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { name: 'Table Saw', minOrder: 1, priceCents: 45_000 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 2 },
    });
    const { insertedId: orderId, orderNumber } = placed.json();
    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
    const [paid] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    const invoiceNumber = paid?.invoiceNumber ?? '';
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

    // The outbox names the document; the PDF itself is made when the mail is sent.
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_paid'));
    expect(row?.attachments).toEqual([{ kind: 'invoice', orderId }]);

    const paymentMail = await received(`Payment received for your order #${orderNumber}`);
    expect(paymentMail?.text).toContain('It is attached to this mail as a PDF.');
    expect(paymentMail?.html).toContain(invoiceNumber);
    expect(paymentMail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoiceNumber}.pdf`, 'application/pdf'],
    ]);
    const invoice = paymentMail?.attachments[0]?.content ?? Buffer.alloc(0);
    expect(invoice.subarray(0, 5).toString()).toBe('%PDF-');
    const invoiceText = await pdfText(invoice);
    expect(invoiceText).toContain(`Invoice ${invoiceNumber}`);
    expect(invoiceText).toContain('Table Saw');
    expect(invoiceText).toContain('$900.00');

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/order/${orderId}/refund`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const [refunded] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    const creditNoteNumber = refunded?.creditNoteNumber ?? '';
    expect(creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    const refundMail = await received(`Your order #${orderNumber} was refunded`);
    expect(refundMail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${creditNoteNumber}.pdf`, 'application/pdf'],
    ]);
    const creditText = await pdfText(refundMail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(creditText).toContain(`Credit note ${creditNoteNumber}`);
    expect(creditText).toContain(`Credits invoice ${invoiceNumber} in full`);

    // The order placed mail carries nothing.
    const placedMail = await received(`Your order #${orderNumber} is placed: please pay`);
    expect(placedMail?.attachments).toEqual([]);
  });

  it('keeps a mail whose document cannot be made, with the reason, and sends it once it can', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { name: 'Bench Grinder', minOrder: 1 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 1 },
    });
    const { insertedId: orderId } = placed.json();
    // A mail naming an invoice the order does not have yet: the renderer refuses, the mail waits.
    await t.app.mailOutbox.enqueue(t.app.db, {
      kind: 'test_invoice',
      to: buyer.user.email,
      subject: 'Your invoice, attached',
      text: 'Attached.',
      attachments: [{ kind: 'invoice', orderId }],
    });
    await t.app.mailOutbox.deliverDue();
    const [waiting] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test_invoice'));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();

    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, waiting?.id ?? ''));
    const mail = await received('Your invoice, attached');
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });
});
