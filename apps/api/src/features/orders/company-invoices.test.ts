import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** A company's invoices and credit notes name it as the buyer; a tax-exempt one's say so. 20% tax. */
describe.each(databaseKinds)('a company’s invoices on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let tool: Awaited<ReturnType<typeof createProduct>>;
  beforeAll(async () => {
    t = await build(kind, {
      config: {
        tax: { rateBasisPoints: 2000 },
        orders: { ...testConfig().orders, maxUnpaidPerCustomer: 50 },
      },
    });
    admin = await signIn(t.app, 'admin');
    tool = await createProduct(t.app.db, {
      name: 'Plate Compactor',
      model: 'PC-60',
      minOrder: 1,
      quantity: 100,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member of a new company (as `options` say) who orders and pays: the order's id. */
  const paidOrderOf = async (options: { taxExempt: boolean; taxId: string | null }) => {
    const member = await signIn(t.app, 'customer');
    await createCompany(t.app.db, { members: [{ userId: member.user.id, role: 'admin' }], ...options });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: member.headers,
      payload: { productId: tool.id, amount: 1, name: 'Dana Dealer', address: '7 Yard Road, Salem' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().insertedId as string;
    expect((await payByTestCard(t.app, member, id)).statusCode).toBe(200);
    return { member, id };
  };
  const documentText = async (member: SignedIn, id: string, document: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/${id}/${document}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    return (await pdfTextOf(res.rawPayload)).text.replace(/\s+/g, ' ');
  };

  it('bills the company at its billing address with its tax ID, and delivers to the order’s address', async () => {
    const { member, id } = await paidOrderOf({ taxExempt: false, taxId: 'US-98-7654321' });
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/order/${id}/refund`,
      headers: admin.headers,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    for (const document of ['invoice.pdf', 'credit-note.pdf']) {
      const text = await documentText(member, id, document);
      expect(text).toMatch(/Bill to Trade Co \S+ Tax ID: US-98-7654321 1 Dock Road 97201 Portland OR US/);
      expect(text).toContain('Ordered by: Dana Dealer');
      expect(text).toContain('Deliver to 7 Yard Road, Salem');
      expect(text).toMatch(/Tax (credited )?\(20%\)/);
      expect(text).not.toContain('Tax exempt');
    }
  });

  it('says a tax-exempt company’s invoice carries no tax, naming its tax ID', async () => {
    const { member, id } = await paidOrderOf({ taxExempt: true, taxId: 'US-11-2223334' });
    const text = await documentText(member, id, 'invoice.pdf');
    expect(text).toContain("Tax exempt: buyer's tax ID US-11-2223334. No tax is charged.");
    expect(text).not.toContain('Tax (');
    // Its "order placed" mail does not state the shop's rate either.
    const [placedMail] = await asSent(
      t.app,
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, member.user.email))
        .orderBy(desc(mailOutbox.createdAt)),
    ).then((mails) => mails.filter((mail) => mail.kind === 'order_placed'));
    expect(placedMail?.textBody).toBeDefined();
    expect(placedMail?.textBody).not.toContain('20%');
    expect(placedMail?.textBody).not.toMatch(/Tax \d/);
  });

  it('states the shop’s rate in the "order placed" mail of a taxed company order', async () => {
    const { member } = await paidOrderOf({ taxExempt: false, taxId: null });
    const mails = await asSent(
      t.app,
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.user.email)),
    );
    expect(mails.find((mail) => mail.kind === 'order_placed')?.textBody).toContain('Tax 20%');
  });
});
