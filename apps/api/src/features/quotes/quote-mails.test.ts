import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { startSmtp } from '../../../test/smtp.ts';

describe.each(databaseKinds)('the quote mails on %s', (kind) => {
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

  it('sends the buyer the offer with the quote attached as a PDF, and says when a request arrived', async () => {
    const buyer = await signIn(t.app, 'customer');
    const tool = await createProduct(t.app.db, { name: 'Pipe Threader', minOrder: 1, priceCents: 120_000 });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${tool.id}`,
      headers: buyer.headers,
      payload: { amount: 5 },
    });
    const quote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: buyer.headers,
        payload: { message: 'Five, please' },
      })
    ).json();
    const expiresAt = new Date(Date.now() + 5 * 24 * 3_600_000);
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote._id}/offer`,
      headers: admin.headers,
      payload: {
        lines: [{ productId: tool.id, unitPrice: 999.99 }],
        expiresAt: expiresAt.toISOString(),
        message: 'Our best',
      },
    });
    expect(offered.statusCode).toBe(200);
    await t.app.mailOutbox.deliverDue();
    const mails = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
    const asked = mails.find((mail) => mail.subject === `We received your request for quote ${quote.number}`);
    expect(asked?.text).toContain('Five, please');
    const offer = mails.find((mail) => mail.subject === `Your quote ${quote.number} is ready`);
    expect(offer?.to && 'text' in offer.to ? offer.to.text : '').toBe(buyer.user.email);
    expect(offer?.text).toContain('$4,999.95 before tax');
    expect(offer?.text).toContain('Our best');
    expect(offer?.text).toContain(`/dashboard/my-quotes/${quote._id}`);
    expect(offer?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${quote.number}.pdf`, 'application/pdf'],
    ]);
    const { text } = await pdfTextOf(offer?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain(`Quote ${quote.number}`);
    expect(text).toContain('Pipe Threader');
    expect(text).toContain('$999.99');
    expect(text).toContain('Prices before tax');
  });
});
