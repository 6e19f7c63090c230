import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './factories.ts';
import { build, type SignedIn, signIn, type TestApp } from './helper.ts';

// Every limit a client can run into, with the status code it answers.
describe('limits', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  beforeAll(async () => {
    t = await build('pglite', {
      config: { orders: { holdHours: 48, maxUnpaidPerCustomer: 5, sweepSeconds: 3600 } },
    });
    admin = await signIn(t.app, 'admin');
    customer = await signIn(t.app, 'customer');
  });
  afterAll(async () => {
    await t.close();
  });

  const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });

  it('refuses a body over 1 MB with 413 on every JSON write route', async () => {
    const writes: [string, string, SignedIn | undefined][] = [
      ['POST', '/api/register', undefined],
      ['POST', '/api/login', undefined],
      ['PUT', '/api/users', customer],
      ['PUT', `/api/updateUser/${customer.user.id}`, customer],
      ['POST', '/api/addReview', customer],
      ['POST', '/api/addOrder', customer],
      ['POST', '/api/create-payment-intent', customer],
      ['POST', '/api/addProduct', admin],
      ['PUT', '/api/userAdmin', admin],
      ['POST', '/api/password-reset/request', undefined],
    ];
    for (const [method, url, who] of writes) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(who?.headers ?? {}) },
        payload: huge,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(413);
      expect(res.json().message).toBe('The request body is too large (at most 1 MB)');
    }
  });

  it('caps list sizes whatever the client asks', async () => {
    for (let i = 0; i < 105; i++) await createProduct(t.app.db, { name: `Cap ${i}` });
    const products = await t.app.inject({ method: 'GET', url: '/api/products?limit=100000' });
    expect(products.json()).toHaveLength(100);
    expect(Number(products.headers['x-total-count'])).toBe(105);
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/orders?limit=100000',
      headers: admin.headers,
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json().length).toBeLessThanOrEqual(100);
    const reviews = await t.app.inject({ method: 'GET', url: '/api/reviews?limit=100000' });
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().length).toBeLessThanOrEqual(100);
  });

  it('limits registrations per address: the 21st in the window gets 429 with Retry-After', async () => {
    const from = '198.51.100.9';
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: from,
        payload: { name: `R${i}`, email: `reg.${i}@example.com`, password: 'secret1' },
      });
      expect(res.statusCode).toBe(201);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: from,
      payload: { name: 'R20', email: 'reg.20@example.com', password: 'secret1' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 409 for a taken address (an accepted risk), and a prober gets 429 on the 21st in the window', async () => {
    const from = '198.51.100.10';
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: from,
        payload: { name: `P${i}`, email: customer.user.email, password: 'secret1' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'An account with this email already exists', field: 'email' });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: from,
      payload: { name: 'P20', email: customer.user.email, password: 'secret1' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('counts an IPv6 network (/64) as one address: the 21st registration from it gets 429, another /64 does not', async () => {
    const register = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress,
        payload: { name: `V${i}`, email: `v6.${i}@example.com`, password: 'secret1' },
      });
    for (let i = 0; i < 20; i++) {
      expect((await register(`2001:db8:aa:bb::${(i + 1).toString(16)}`, i)).statusCode).toBe(201);
    }
    const blocked = await register('2001:db8:aa:bb:ffff:1:2:3', 20);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('2001:db8:aa:bc::1', 21)).statusCode).toBe(201);
  });

  it('limits password-reset mails per account: the 4th request in the window gets 429', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset/request',
        remoteAddress: `203.0.113.${i}`,
        payload: { email: customer.user.email },
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      remoteAddress: '203.0.113.77',
      payload: { email: customer.user.email },
    });
    expect(blocked.statusCode).toBe(429);
  });
});
