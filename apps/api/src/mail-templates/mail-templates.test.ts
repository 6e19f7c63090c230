import fs from 'node:fs';
import path from 'node:path';
import { Body } from '@react-email/body';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, databaseKinds, type TestApp } from '../../test/helper.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { type OrderMailFacts, type OrderMailKind, orderMailSubject } from './order-mail-facts.ts';
import { renderOrderMail } from './order-mails.tsx';
import { renderMail } from './render.ts';

const shop = { shopName: 'Volt & Sons <Tools>', publicUrl: 'https://shop.example.com' };
const facts: OrderMailFacts = {
  customerName: 'Dana Builder',
  reference: '#1042',
  lines: ['2 pc Rotary Hammer (model RH-2) at $10.00: $20.00', '1 pc Rip Blade (model RB-1) at $4.00: $4.00'],
  totals: ['Net: $24.00', 'Tax 20%: $4.80', 'Total: $28.80'],
  gross: '$28.80',
  poNumber: 'PO-77/B',
  transactionId: 'pi_test_123',
  invoiceNumber: 'INV-2026-000007',
  creditNoteNumber: 'CN-2026-000003',
  carrier: 'DHL Freight',
  trackingNumber: 'JD0146 0003 1234',
  myOrdersUrl: 'https://shop.example.com/dashboard/my-orders',
  payUrl: 'https://shop.example.com/dashboard/payment/0b7c',
  holdHours: 48,
  cancelledBy: 'hold_expiry',
  buyerName: 'Bo Buyer',
  approvalsUrl: 'https://shop.example.com/dashboard/approvals',
  dueDate: 'January 6, 2027',
};

/** What each order mail must state besides the order's lines and totals. */
const keyFacts: Record<OrderMailKind, string[]> = {
  order_placed: [
    '#1042',
    'PO number: PO-77/B',
    'Please pay $28.80 within 48 hours',
    'https://shop.example.com/dashboard/payment/0b7c',
  ],
  order_paid: [
    'payment of $28.80',
    'INV-2026-000007',
    'pi_test_123',
    'https://shop.example.com/dashboard/my-orders',
  ],
  order_shipped: ['Carrier: DHL Freight', 'Tracking number: JD0146 0003 1234'],
  order_delivered: ['was delivered', 'Thank you for buying from Volt & Sons <Tools>'],
  order_cancelled: ['cancelled because it was not paid in time', 'Nothing was charged.'],
  order_refunded: ['$28.80 goes back to the card', 'CN-2026-000003', 'Payment refunded: pi_test_123'],
  order_awaiting_approval: [
    'Bo Buyer placed order #1042, above their order limit',
    'https://shop.example.com/dashboard/approvals',
  ],
  order_invoiced: ['confirmed on account', 'INV-2026-000007', 'by January 6, 2027'],
  order_approved: [
    'approved your order #1042',
    'Please pay $28.80',
    'https://shop.example.com/dashboard/payment/0b7c',
  ],
};

/** The HTML part as a reader sees it: tags dropped, entities read. */
const visible = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('order mail templates', () => {
  it.each(Object.keys(keyFacts) as OrderMailKind[])(
    '%s: an HTML part in the shop colours with the shop name and facts, and a text part',
    async (kind) => {
      const { html, text } = await renderOrderMail(shop, kind, facts);
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain('#1e3a8a');
      // The shop's name is escaped in HTML, never markup.
      expect(html).not.toContain('<Tools>');
      const seen = visible(html);
      expect(seen).toContain('Volt & Sons <Tools>');
      expect(text).not.toMatch(/<\/?[a-z]+[ >]/);
      expect(text.split('\n')[0]).toBe('Hello Dana Builder,');
      expect(text.trimEnd().split('\n').pop()).toBe('Volt & Sons <Tools>');
      for (const fact of [...facts.lines, ...facts.totals, ...keyFacts[kind]]) {
        // A link is in the HTML as its target.
        if (fact.startsWith('https://')) expect(html, `HTML of ${kind}`).toContain(`href="${fact}"`);
        else expect(seen, `HTML of ${kind}`).toContain(fact);
        expect(text, `text of ${kind}`).toContain(fact);
      }
      expect(orderMailSubject(kind, '#1042')).toContain('#1042');
    },
  );

  it('says who cancelled an order', async () => {
    const said = async (cancelledBy: OrderMailFacts['cancelledBy']) =>
      (await renderOrderMail(shop, 'order_cancelled', { ...facts, cancelledBy })).text.split('\n')[2];
    expect(await said('buyer')).toBe('as you asked, your order #1042 was cancelled:');
    expect(await said('admin')).toBe('your order #1042 was cancelled by Volt & Sons <Tools>:');
    expect(await said('hold_expiry')).toBe('your order #1042 was cancelled because it was not paid in time:');
  });

  it('writes the lines as a table with the net, tax and total, and the delivery address, in both parts', async () => {
    const withTable: OrderMailFacts = {
      ...facts,
      table: {
        rows: [
          ['Rotary Hammer', 'RH-2', '2 pc', '$10.00', '$20.00'],
          ['Rip Blade', 'RB-1', '1 pc', '$4.00', '$4.00'],
        ],
        totals: [
          ['Net', '$24.00'],
          ['Tax 20%', '$4.80'],
          ['Total', '$28.80'],
        ],
      },
      deliverTo: 'Dana Builder, 9 Depot Lane, Leeds',
    };
    const { html, text } = await renderOrderMail(shop, 'order_placed', withTable);
    expect(html).toMatch(/<table class="order-lines"/);
    expect(html).toContain('<th scope="col"');
    const seen = visible(html);
    for (const cell of [
      'Tool',
      'Unit price',
      'Line total',
      'Rotary Hammer',
      'RH-2',
      '2 pc',
      '$20.00',
      'Tax 20%',
    ])
      expect(seen).toContain(cell);
    expect(seen).toContain('Deliver to: Dana Builder, 9 Depot Lane, Leeds');
    // The text part keeps each line on a row of its own, its values in columns.
    expect(text).toMatch(/^Tool +Model +Amount +Unit price +Line total$/m);
    expect(text).toMatch(/^Rotary Hammer +RH-2 +2 pc +\$10\.00 +\$20\.00$/m);
    expect(text).toMatch(/^Net +\$24\.00$/m);
    expect(text).toMatch(/^Tax 20% +\$4\.80$/m);
    expect(text).toMatch(/^Total +\$28\.80$/m);
    expect(text).toContain('Deliver to: Dana Builder, 9 Depot Lane, Leeds');
    expect(text).toContain('PO number: PO-77/B');
  });

  it("links the tracking number of a listed carrier to its tracking page, and leaves another's as text", async () => {
    const url = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    const linked = await renderOrderMail(shop, 'order_shipped', {
      ...facts,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: url,
    });
    expect(linked.html).toContain(`href="${url}"`);
    expect(linked.text).toContain(`Tracking number: 1Z999AA10123456784 ${url}`);
    // An order shipped before the list keeps its free-text carrier, named and unlinked.
    const plain = await renderOrderMail(shop, 'order_shipped', facts);
    expect(plain.html).not.toContain('tracknum');
    expect(visible(plain.html)).toContain('Tracking number: JD0146 0003 1234');
  });
});

describe('renderMail', () => {
  it('writes a mail document with an image but no preload link for it, and its text without the image', async () => {
    const { html, text } = await renderMail(
      h(Html, null, [
        h(Head, { key: 'head' }),
        h(Body, { key: 'body' }, [
          h('img', { key: 'logo', src: 'https://shop.example.com/logo.png', alt: 'Logo' }),
          h(Text, { key: 'hello' }, 'Hello Dana,'),
          h(Link, { key: 'link', href: 'https://shop.example.com/dashboard/my-orders' }, 'My Orders'),
        ]),
      ]),
    );
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/);
    expect(html).toContain('<img src="https://shop.example.com/logo.png" alt="Logo"/>');
    expect(html).not.toContain('rel="preload"');
    expect(text).toBe('Hello Dana,\n\nMy Orders https://shop.example.com/dashboard/my-orders');
  });
});

describe.each(databaseKinds)('account mails in the outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  // The mail as it was handed over, from the outbox folder: once sent, its row keeps no link (ADR 059).
  const mailOf = async (kindOfMail: string, to: string) => {
    await t.app.mailOutbox.deliverDue();
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kindOfMail)));
    const outbox = path.join(t.app.config.dataDir, 'outbox');
    for (const file of fs.readdirSync(outbox)) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      if (mail.messageId === row?.messageId)
        return { textBody: mail.text ?? '', htmlBody: mail.html || null };
    }
    return undefined;
  };
  // Every mail to `to` as it was handed over, with its kind and what its row still keeps.
  const sentTo = async (to: string) => {
    await t.app.mailOutbox.deliverDue();
    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    const outbox = path.join(t.app.config.dataDir, 'outbox');
    const handedOver = await Promise.all(
      fs.readdirSync(outbox).map((file) => simpleParser(fs.readFileSync(path.join(outbox, file)))),
    );
    return rows.map((row) => {
      const mail = handedOver.find((parsed) => parsed.messageId === row.messageId);
      return { ...row, textBody: mail?.text ?? '', htmlBody: mail?.html || null };
    });
  };

  it('writes the verification and reset mails with an HTML part and a text part carrying the link', async () => {
    const email = 'templated@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Tess', email, password: 'secret1' },
    });
    expect(registered.statusCode).toBe(201);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    for (const [mailKind, page] of [
      ['email_verification', 'verify-email'],
      ['password_reset', 'reset-password'],
    ] as const) {
      const row = await mailOf(mailKind, email);
      const link = new RegExp(`http://localhost:3000/${page}\\?token=[\\w-]+`);
      const textLink = link.exec(row?.textBody ?? '')?.[0];
      expect(textLink, `${mailKind} text`).toBeTruthy();
      // Nobody has proven the address yet: neither mail greets by the name the registrant typed.
      expect(row?.textBody.split('\n')[0]).toBe('Hello,');
      expect(row?.htmlBody).toContain(`href="${textLink}"`);
      expect(visible(row?.htmlBody ?? '')).toContain('Ironvolt Tools');
    }
  });

  it("carries none of a registrant's own text to an address nobody has proven; a reset mail greets a proven owner by name", async () => {
    const email = 'spam.name@example.com';
    const name = 'Visit http://evil.example +1 555 0100';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name, email, password: 'secret1' },
    });
    expect(registered.statusCode).toBe(201);
    const requestReset = async () =>
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email } }))
          .statusCode,
      ).toBe(200);
    await requestReset();
    const rows = await sentTo(email);
    expect(rows.map((row) => row.kind).sort()).toEqual(['email_verification', 'password_reset']);
    for (const row of rows) {
      for (const [part, body] of [
        ['text', row.textBody],
        ['HTML', row.htmlBody ?? ''],
        ['HTML as seen', visible(row.htmlBody ?? '')],
        // Not even in what the outbox keeps of it (and so in every backup).
        ['stored data', JSON.stringify(row.templateData ?? null)],
      ]) {
        expect(body, `${row.kind} ${part}`).not.toContain('Visit');
        expect(body, `${row.kind} ${part}`).not.toContain('evil.example');
        expect(body, `${row.kind} ${part}`).not.toContain('555 0100');
      }
      expect(row.textBody.split('\n')[0], row.kind).toBe('Hello,');
    }

    // Once the owner has opened the verification link, a reset mail may greet them by the name they gave.
    const token = /verify-email\?token=([\w-]+)/.exec(
      rows.find((row) => row.kind === 'email_verification')?.textBody ?? '',
    )?.[1];
    const verified = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(verified.statusCode).toBe(200);
    await requestReset();
    const resets = (await sentTo(email)).filter((row) => row.kind === 'password_reset');
    expect(resets).toHaveLength(2);
    const proven = resets.find((row) => row.textBody.startsWith(`Hello ${name},`));
    expect(proven, resets.map((row) => row.textBody.split('\n')[0]).join(' | ')).toBeTruthy();
  });
});
