import fs from 'node:fs';
import path from 'node:path';
import { httpMessages } from '@ironvolt/shared/http';
import parsePrometheusTextFormat, { type Family } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  nextAddress,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const scrape = { authorization: `Bearer ${TOKEN}` };

describe('metrics without METRICS_TOKEN', () => {
  it('do not exist', async () => {
    const t = await build('pglite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: scrape });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('metrics on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await build(kind, { config: { metricsToken: TOKEN } });
    buyer = await signIn(t.app, 'customer');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The answer, parsed (the parser throws on a line that breaks the format), and its text. */
  async function families(): Promise<Map<string, Family> & { text: string }> {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: scrape });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const parsed = new Map(parsePrometheusTextFormat(res.body).map((family) => [family.name, family]));
    return Object.assign(parsed, { text: res.body });
  }
  const counter = (all: Map<string, Family>, name: string) => Number(all.get(name)?.metrics[0]?.value);

  it('answer only the bearer of METRICS_TOKEN, and 401 with a clear message to anyone else', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TOKEN },
      buyer.headers,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ message: httpMessages.metricsToken });
    }
  });

  it('count orders placed, cancelled and paid, and card declines, as they happen', async () => {
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 100 });
    const place = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/addOrder',
          headers: buyer.headers,
          payload: { productId: product.id, amount: 1 },
        })
      ).json().insertedId as string;
    const payWith = (orderId: string, number: string) => payByTestCard(t.app, buyer, orderId, number);
    const before = await families();

    const toCancel = await place();
    const toPay = await place();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/order/${toCancel}`, headers: buyer.headers }))
        .statusCode,
    ).toBe(200);
    expect((await payWith(toPay, '4000 0000 0000 0002')).statusCode).toBe(402);
    expect((await payWith(toPay, '4242 4242 4242 4242')).statusCode).toBe(200);

    const after = await families();
    const moved = (name: string) => counter(after, name) - counter(before, name);
    expect(moved('ironvolt_orders_placed_total')).toBe(2);
    expect(moved('ironvolt_orders_cancelled_total')).toBe(1);
    expect(moved('ironvolt_orders_paid_total')).toBe(1);
    expect(moved('ironvolt_payment_failures_total')).toBe(1);
    expect(moved('ironvolt_orders_refunded_total')).toBe(0);
  });

  it('time requests by route pattern and status, database statements, the event loop and memory', async () => {
    const product = await createProduct(t.app.db);
    await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    await t.app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' });
    const all = await families();

    expect(all.get('ironvolt_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's labelled series into one, so its series are read from the lines.
    for (const status of ['200', '404']) {
      expect(all.text).toMatch(
        new RegExp(
          `^ironvolt_http_request_duration_seconds_count\\{method="GET",route="/api/product/:id",status_code="${status}"\\} [1-9]`,
          'm',
        ),
      );
    }
    expect(all.text).not.toContain(product.id);

    const queries = all.get('ironvolt_db_query_duration_seconds');
    expect(queries?.type).toBe('HISTOGRAM');
    expect(Number(queries?.metrics[0]?.count)).toBeGreaterThan(0);

    expect(all.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    expect(all.get('nodejs_eventloop_lag_p99_seconds')?.type).toBe('GAUGE');
    expect(counter(all, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(all.get('nodejs_heap_size_used_bytes')?.type).toBe('GAUGE');
  });

  it('show the mail outbox: mails waiting, mails given up on, and each refusal by whether it was the last', async () => {
    const outbox = (all: Map<string, Family>, status: string) =>
      Number(all.get('ironvolt_mail_outbox')?.metrics.find((m) => m.labels?.status === status)?.value);
    // Mails of the tests before (the payment mails) are sent first, so that only this test's wait.
    await t.app.mailOutbox.deliverDue();
    const before = await families();
    expect(before.get('ironvolt_mail_outbox')?.type).toBe('GAUGE');
    // Three mails; the outbox folder is a file, so they cannot be written.
    const folder = path.join(t.app.config.dataDir, 'outbox');
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(folder, 'not a folder');
    try {
      for (const n of [1, 2, 3]) {
        await t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { name: 'Metric Reader', email: `metric.reader${n}@example.com`, password: 'secret1' },
          remoteAddress: nextAddress(),
        });
      }
      await t.app.mailOutbox.deliverDue();
      const after = await families();
      expect(outbox(after, 'pending') - outbox(before, 'pending')).toBe(3);
      expect(outbox(after, 'failed')).toBe(0);
      expect(after.text).toMatch(/^ironvolt_mail_delivery_failures_total\{final="false"\} [3-9]/m);
    } finally {
      fs.rmSync(folder, { force: true });
    }
  });
});
