import { warrantyMessages } from '@ironvolt/shared/warranty';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  nextAddress,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { mailOutbox, serials } from '../../db/schema/index.ts';
import { coverUntil } from './public.ts';
import { registerWarranty } from './warranty-service.ts';

describe.each(databaseKinds)('warranty registration on %s', (kind) => {
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

  /** A serialized tool shipped with these serials on `shippedAt`. */
  async function shipped(serialNumbers: string[], shippedAt = new Date()) {
    const buyer = await createUser(t.app.db);
    const tool = await createProduct(t.app.db, { name: 'Rotary Hammer', serialized: true });
    const order = await createOrder(t.app.db, buyer, tool, { amount: serialNumbers.length, status: 'paid' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'shipped', serials: [{ productId: tool.id, serials: serialNumbers }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.db.update(serials).set({ shippedAt }).where(eq(serials.orderId, order.id));
    return { tool, buyer, order };
  }
  const register = (payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/warranty/registrations', payload, remoteAddress });
  const owner = { name: 'Dana Builder', email: 'dana.builder@example.com' };
  const deps = () => ({ db: t.app.db, config: t.app.config, mailOutbox: t.app.mailOutbox });

  it('registers a shipped tool without sign-in, mails a certificate PDF, and answers its status without the owner', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { tool } = await shipped(['RH-100']);
    const res = await register({
      model: tool.model.toLowerCase(),
      serial: 'RH-100',
      purchasedOn: today,
      ...owner,
    });
    expect(res.statusCode, res.body).toBe(201);
    const threeYears = `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`;
    expect(res.json()).toMatchObject({
      model: tool.model,
      serial: 'RH-100',
      coverUntil: threeYears,
      years: 3,
    });

    const status = await t.app.inject({ method: 'GET', url: `/api/warranty/${tool.model}/RH-100` });
    expect(status.json()).toEqual({ status: 'registered', coverUntil: threeYears });
    expect(status.body).not.toContain('Dana');
    expect(status.body).not.toContain('example.com');

    const again = await register({ model: tool.model, serial: 'RH-100', purchasedOn: today, ...owner });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(warrantyMessages.alreadyRegistered);

    await t.app.mailOutbox.deliverDue();
    const mails = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
    const mail = mails.find((m) => m.subject === `Your ${tool.model} (serial RH-100) is registered`);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(owner.email);
    expect(mail?.text).toContain('covered for 3 years');
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const { text } = await pdfTextOf(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Warranty certificate');
    expect(flat).toContain('RH-100');
    expect(flat).toContain('Dana Builder');
    expect(flat).toContain('Rotary Hammer');
    expect(flat).toContain('3 year service warranty');
  });

  it('refuses an unknown serial (404), a date before shipping or in the future (422), and a bad body (400)', async () => {
    const shippedAt = new Date('2026-03-10T12:00:00Z');
    const { tool } = await shipped(['RH-200'], shippedAt);
    const unknown = await register({
      model: tool.model,
      serial: 'NOPE-1',
      purchasedOn: '2026-03-11',
      ...owner,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We have no tool with this serial number');
    const before = await register({
      model: tool.model,
      serial: 'RH-200',
      purchasedOn: '2026-03-09',
      ...owner,
    });
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({
      field: 'purchasedOn',
      message: warrantyMessages.purchasedBeforeShipped('March 10, 2026'),
    });
    const future = await register({
      model: tool.model,
      serial: 'RH-200',
      purchasedOn: '2999-01-01',
      ...owner,
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(warrantyMessages.purchasedInFuture);
    const badDate = await register({
      model: tool.model,
      serial: 'RH-200',
      purchasedOn: '2026-02-30',
      ...owner,
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(warrantyMessages.dateInvalid);
    const noMail = await register({
      model: tool.model,
      serial: 'RH-200',
      purchasedOn: '2026-03-11',
      name: 'X',
    });
    expect(noMail.statusCode).toBe(400);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/warranty/${tool.model}/NOPE-1` });
    expect(lookup.statusCode).toBe(404);
    // Unregistered: the 1-year guarantee from the day it shipped.
    const status = await t.app.inject({ method: 'GET', url: `/api/warranty/${tool.model}/RH-200` });
    expect(status.json()).toEqual({ status: 'unregistered', coverUntil: '2027-03-10' });
  });

  it('gives 3 years registered on the 30th day after purchase and 1 year on the 31st, by a fixed clock', async () => {
    const { tool } = await shipped(['EDGE-1', 'EDGE-2', 'EDGE-3'], new Date('2026-01-02T08:00:00Z'));
    const on = (day: string) => new Date(`${day}T23:59:00Z`);
    const body = (serial: string, purchasedOn: string) => ({
      model: tool.model,
      serial,
      purchasedOn,
      ...owner,
    });
    // Bought 1 January... shipped 2 January: refused even by a day.
    await expect(
      registerWarranty(deps(), body('EDGE-1', '2026-01-01'), on('2026-01-20')),
    ).rejects.toMatchObject({
      statusCode: 422,
    });
    // Bought on the shipping day, registered 30 days later: 3 years from purchase.
    expect(await registerWarranty(deps(), body('EDGE-1', '2026-01-02'), on('2026-02-01'))).toMatchObject({
      years: 3,
      coverUntil: '2029-01-02',
    });
    // 31 days later: the 1-year guarantee, from purchase.
    expect(await registerWarranty(deps(), body('EDGE-2', '2026-01-02'), on('2026-02-02'))).toMatchObject({
      years: 1,
      coverUntil: '2027-01-02',
    });
    // Bought today by that clock: not in the future.
    expect(await registerWarranty(deps(), body('EDGE-3', '2026-03-01'), on('2026-03-01'))).toMatchObject({
      years: 3,
    });
    // The returns' check of cover: the registration's end, or a year from shipping.
    expect(await coverUntil(t.app.db, tool.id, 'EDGE-2')).toMatchObject({ coverUntil: '2027-01-02' });
    const { tool: other } = await shipped(['PLAIN-1'], new Date('2026-05-05T10:00:00Z'));
    expect(await coverUntil(t.app.db, other.id, 'PLAIN-1')).toEqual({
      shippedAt: new Date('2026-05-05T10:00:00Z'),
      coverUntil: '2027-05-05',
    });
    expect(await coverUntil(t.app.db, other.id, 'NOT-SHIPPED')).toBeUndefined();
  });

  it('registers a tool once when two registrations race', async () => {
    const { tool } = await shipped(['RACE-R']);
    const today = new Date().toISOString().slice(0, 10);
    const results = await Promise.all([
      register({ model: tool.model, serial: 'RACE-R', purchasedOn: today, ...owner }),
      register({
        model: tool.model,
        serial: 'RACE-R',
        purchasedOn: today,
        name: 'Other',
        email: 'o@example.com',
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'warranty_registered'));
    expect(mails.filter((m) => m.subject.includes('RACE-R'))).toHaveLength(1);
  });

  it('limits registrations per address', async () => {
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await register({ model: 'NONE', serial: `L-${i}`, purchasedOn: '2026-01-01', ...owner }, address))
          .statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
