import { formatDollars } from '@ironvolt/shared/money';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, TEST_PASSWORD } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';
import { pdfThread } from './invoice-pdf-thread.ts';

describe.each(databaseKinds)('invoices on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const placeFor = async (buyer: SignedIn, productId: string, amount = 3) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: {
        productId,
        amount,
        name: 'Dana Dealer',
        phoneNo: '+44 114 000 0000',
        address: '9 Depot Lane, Leeds',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().insertedId as string;
  };
  const pay = async (buyer: SignedIn, orderId: string) =>
    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
  const invoice = (headers: Record<string, string>, orderId: string) =>
    t.app.inject({ method: 'GET', url: `/api/order/${orderId}/invoice.pdf`, headers });
  const numbers = async () =>
    (await t.app.db.query.orders.findMany({ columns: { invoiceNumber: true } }))
      .flatMap((o) => (o.invoiceNumber ? [o.invoiceNumber] : []))
      .sort();

  it('gives 40 payments at once 40 invoice numbers of the year, in a row, with no gap', async () => {
    const product = await createProduct(t.app.db, { quantity: 10_000, minOrder: 1, priceCents: 1999 });
    const before = await numbers();
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signIn(t.app, 'customer')));
    const orders: [SignedIn, string][] = [];
    for (const buyer of buyers)
      for (let n = 0; n < 5; n++) orders.push([buyer, await placeFor(buyer, product.id, 1)]);
    await Promise.all(orders.map(([buyer, orderId]) => pay(buyer, orderId)));

    const issued = (await numbers()).filter((n) => !before.includes(n));
    expect(issued).toHaveLength(40);
    const year = new Date().getUTCFullYear();
    const sequence = issued.map((n) => {
      expect(n).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
      return Number(n.slice(-6));
    });
    const first = sequence[0] ?? 0;
    expect(sequence).toEqual(Array.from({ length: 40 }, (_, i) => first + i));
  });

  it('is a PDF of the paid order for its buyer and admins, naming seller, buyer, tool, amounts and payment', async () => {
    const product = await createProduct(t.app.db, {
      name: 'Impact Wrench 18V',
      model: 'IW-18',
      quantity: 500,
      minOrder: 2,
      priceCents: 12_999,
    });
    const buyer = await signIn(t.app, 'customer');
    const orderId = await placeFor(buyer, product.id, 3);

    const unpaid = await invoice(buyer.headers, orderId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: 'This order has no invoice: it has not been paid' });

    await pay(buyer, orderId);
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/myOrder/${buyer.user.email}`, headers: buyer.headers })
    ).json();
    const number = mine[0].invoiceNumber as string;
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);

    const res = await invoice(buyer.headers, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfTextOf(res.rawPayload);
    for (const expected of [
      `Invoice ${number}`,
      `Order: #${mine[0].orderNumber}`,
      `Paid on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(mine[0].paidAt))}`,
      'Ironvolt Tools',
      '1 Foundry Road',
      'Tax ID: GB123456789',
      'Dana Dealer',
      buyer.user.email,
      '9 Depot Lane, Leeds',
      'Impact Wrench 18V',
      'IW-18',
      '$129.99',
      '$389.97',
      mine[0].transactionId,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Tax (');
    // The order by the number its buyer knows, never the database's id.
    expect(text).not.toContain(orderId);

    expect((await invoice(admin.headers, orderId)).statusCode).toBe(200);
    const stranger = await signIn(t.app, 'customer');
    expect((await invoice(stranger.headers, orderId)).statusCode).toBe(403);
    expect((await invoice({}, orderId)).statusCode).toBe(401);
    expect((await invoice(buyer.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('names buyers and addresses written in Chinese, Arabic, Hebrew, Cyrillic, Korean and Japanese as they are, on the invoice and the credit note', async () => {
    const product = await createProduct(t.app.db, {
      name: 'Угловая шлифмашина 125 мм',
      model: 'УШМ-125',
      quantity: 500,
      minOrder: 1,
    });
    // pdf.js gives a line's words in the order they stand on it, left to right: a right-to-left name's stand in
    // reverse, each word whole. Punctuation is left out of the comparison, where bidi puts it is not the point.
    const asRead = (text: string) => text.replace(/[,،()]/g, ' ').replace(/\s+/g, ' ');
    const rightToLeft = (logical: string) => asRead(logical).trim().split(' ').reverse().join(' ');
    const buyers = [
      { name: '王小明', address: '北京市朝阳区建国路88号', read: (text: string) => text },
      { name: 'محمد علي', address: 'حي الملز، الرياض', read: rightToLeft },
      { name: 'שרה כהן', address: 'רחוב הרצל, תל אביב', read: rightToLeft },
      { name: 'Иван Петров', address: 'ул. Тверская, д. 7, Москва', read: (text: string) => text },
      { name: '김민준', address: '서울특별시 종로구 세종대로', read: (text: string) => text },
      { name: '佐藤 花子', address: '東京都千代田区丸の内1丁目', read: (text: string) => text },
    ];
    // One account orders for all of them: the name and address an invoice gives are the order's.
    const buyer = await signIn(t.app, 'customer');
    for (const { name, address, read } of buyers) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: buyer.headers,
        payload: { productId: product.id, amount: 1, name, phoneNo: '+1 555 0100', address },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().insertedId as string;
      await pay(buyer, orderId);
      const refunded = await t.app.inject({
        method: 'POST',
        url: `/api/order/${orderId}/refund`,
        headers: admin.headers,
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      for (const document of ['invoice.pdf', 'credit-note.pdf']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/order/${orderId}/${document}`,
          headers: buyer.headers,
        });
        expect(res.statusCode).toBe(200);
        const text = asRead((await pdfTextOf(res.rawPayload)).text);
        for (const expected of [read(name), read(address), 'Угловая шлифмашина 125 мм', 'УШМ-125'])
          expect(text, `${document} of ${name}`).toContain(asRead(expected));
      }
    }
  });

  it("dates the invoice by the clock that gives its number's year, whatever the server's own clock says", async () => {
    // The server's clock years behind the database's (a clock left wrong, or a New Year's Eve between them).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2019-06-15T12:00:00Z') });
    try {
      const product = await createProduct(t.app.db, { name: 'Table Saw', model: 'TS-10', minOrder: 1 });
      const buyer = await signIn(t.app, 'customer');
      const orderId = await placeFor(buyer, product.id, 1);
      await pay(buyer, orderId);
      const res = await invoice(buyer.headers, orderId);
      expect(res.statusCode).toBe(200);
      const { text } = await pdfTextOf(res.rawPayload);
      const year = /Invoice INV-(\d{4})-\d{6}/.exec(text)?.[1];
      expect(year).toBeDefined();
      expect(text).toMatch(new RegExp(`Date: \\w+ \\d{1,2}, ${year}`));
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays as issued after its buyer deletes their account, whose mails are erased', async () => {
    const product = await createProduct(t.app.db, { name: 'Band Saw', model: 'BS-9', minOrder: 1 });
    const buyer = await signIn(t.app, 'customer');
    const orderId = await placeFor(buyer, product.id, 2);
    await pay(buyer, orderId);
    for (const status of ['shipped', 'delivered'])
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/order/${orderId}/status`,
            headers: admin.headers,
            payload: { status },
          })
        ).statusCode,
      ).toBe(200);
    await t.app.mailOutbox.enqueue(t.app.db, {
      kind: 'test',
      to: buyer.user.email.toUpperCase(),
      subject: 'A mail to the buyer',
      text: 'Hello',
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: buyer.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);

    const res = await invoice(admin.headers, orderId);
    expect(res.statusCode).toBe(200);
    const { text } = await pdfTextOf(res.rawPayload);
    for (const expected of ['Dana Dealer', buyer.user.email, '9 Depot Lane, Leeds', 'Band Saw'])
      expect(text).toContain(expected);
    const mails = await t.app.db.select().from(mailOutbox);
    expect(mails.filter((mail) => mail.toAddress.toLowerCase() === buyer.user.email.toLowerCase())).toEqual(
      [],
    );
  });
});

describe('the invoice PDF', () => {
  // As the server renders them: in the PDF thread (ADR 037).
  const pdfs = pdfThread();
  afterAll(() => pdfs.close());
  const invoiceOf = (lineCount: number): InvoiceDocument => {
    const lines = Array.from({ length: lineCount }, (_, i) => ({
      tool: `Tool number ${i + 1}`,
      model: `M-${i + 1}`,
      amount: 2,
      unitPriceCents: 1000 + i,
      lineTotalCents: 2 * (1000 + i),
    }));
    const net = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    return {
      number: 'INV-2026-000100',
      issuedAt: new Date('2026-11-25T10:00:00Z'),
      orderNumber: 1100,
      transactionId: 'tpi_1',
      seller: { name: 'Ironvolt Tools', address: '1 Foundry Road', taxId: undefined },
      buyer: { name: 'Dana', email: 'dana@example.com', phone: '', address: 'Leeds' },
      poNumber: 'PO-7781',
      lines,
      netCents: net,
      taxRatePercent: 20,
      taxCents: Math.round(net * 0.2),
      grossCents: net + Math.round(net * 0.2),
    };
  };

  it('runs a 100-line order onto more pages, every line and the totals on them', async () => {
    const invoice = invoiceOf(100);
    const { text, pages } = await pdfTextOf(await pdfs.render(invoice));
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const line of invoice.lines) expect(text).toContain(line.tool);
    expect(text).toContain(`page 1 of ${pages}`);
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text).toContain('PO number: PO-7781');
    // Net, tax and gross as the issue names them, each with its amount beside it.
    const amount = (cents: number) => formatDollars(cents / 100).replace(/[$.]/g, '\\$&');
    expect(text).toMatch(new RegExp(`Net\\s+${amount(invoice.netCents)}`));
    expect(text).toMatch(new RegExp(`Tax \\(20%\\)\\s+${amount(invoice.taxCents)}`));
    expect(text).toMatch(new RegExp(`Gross total\\s+${amount(invoice.grossCents)}`));
    expect(text).toContain('November 25, 2026');
  });

  it('embeds no font in an invoice Helvetica can write whole, and only the glyphs used of the others', async () => {
    const latin = await pdfs.render(invoiceOf(3));
    expect(latin.includes('/FontFile')).toBe(false);
    const named = invoiceOf(3);
    named.buyer = { ...named.buyer, name: '王小明', address: 'שרה כהן / محمد علي / 김민준 / Иван' };
    const pdf = await pdfs.render(named);
    // A subset of each font: the Chinese font alone is 8 MB whole.
    expect(pdf.toString('latin1').match(/\/FontFile[23]? /g)?.length).toBe(5);
    expect(pdf.length).toBeLessThan(100_000);
    const { text } = await pdfTextOf(pdf);
    expect(text).toContain('王小明');
    expect(text).toContain('Иван');
  });

  it('answers a document it cannot render with the reason, and renders the next one', async () => {
    const broken = { ...invoiceOf(1), lines: undefined } as unknown as InvoiceDocument;
    await expect(pdfs.render(broken)).rejects.toThrow(/^the PDF could not be rendered: .+/);
    const { text } = await pdfTextOf(await pdfs.render(invoiceOf(2)));
    expect(text).toContain('Tool number 2');
  });
});
