import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../src/db/schema/index.ts';
import { createProduct, createUser } from './factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from './helper.ts';
import { multipartFile } from './multipart.ts';
import { webRenderer } from './web-renderer.ts';

/**
 * DESIGN.md's policy table, executable: every route, called as anonymous, as the customer who owns the
 * record, as another customer and as an admin. Each later feature adds its routes here.
 */
type Caller = 'anonymous' | 'owner' | 'other' | 'admin';

interface Rule {
  name: string;
  request: (ctx: Context) => Call | Promise<Call>;
  expect: Record<Caller, number>;
}

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};

interface Context {
  /** A multipart body holding a small PNG. */
  upload: { payload: Buffer; headers: Record<string, string> };
  imageUrl: string;
  freshProduct: () => Promise<string>;
  /** An unpaid order of the owner's. */
  orderId: string;
  /** Places a fresh unpaid order for the owner (for calls that use one up). */
  freshOrder: () => Promise<string>;
  /** Places a fresh order awaiting approval, of a buyer of `companyId` (none of the callers). */
  freshAwaitingOrder: () => Promise<string>;
  owner: SignedIn;
  /** A user the admin toggles act on, so that no caller's own role changes during the matrix. */
  bystanderEmail: string;
  productId: string;
  /** The slug of that product's public page. */
  productSlug: string;
  /** An approved company whose company admin is none of the callers. */
  companyId: string;
  priceListId: string;
  /** Gives a fresh product its own price on the price list (for calls that take one away). */
  freshListPrice: () => Promise<string>;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  owner: status,
  other: status,
  admin: status,
});
const adminOnly = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: ok,
});
const ownOnly = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  owner: ok,
  other: 403,
  admin: ok,
});

const ownOrderOnly = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  owner: ok,
  other: 403,
  admin: 403,
});

/** Every caller but anonymous is in no company: /my-company answers them that it has none. */
const inNoCompany = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  owner: ok,
  other: ok,
  admin: ok,
});

const address = { line1: '12 Harbour Street', city: 'Leeds', postalCode: 'LS1 4AB', country: 'GB' };
const noSuchId = '00000000-0000-4000-8000-000000000000';
const freshEmail = () => `invited.${Math.random().toString(36).slice(2)}@example.com`;

/**
 * Trade accounts (ADR 130): a company's members, invitations and addresses are managed by its company admins
 * through /my-company and by shop admins through /companies/:id. Which member may do what inside a company
 * (a buyer cannot manage members, company A cannot reach company B) is in companies.test.ts.
 */
const companyRules = (): Rule[] => {
  const scoped = (
    prefix: (c: Context) => string,
    expect: (ok: number, missing: number) => Record<Caller, number>,
    label: string,
  ): Rule[] => [
    {
      name: `POST ${label}/invitations`,
      request: (c) => ({
        method: 'POST',
        url: `${prefix(c)}/invitations`,
        payload: { email: freshEmail(), role: 'buyer' },
      }),
      expect: expect(201, 404),
    },
    {
      name: `DELETE ${label}/invitations/:invitationId (none such)`,
      request: (c) => ({ method: 'DELETE', url: `${prefix(c)}/invitations/${noSuchId}` }),
      expect: expect(404, 404),
    },
    {
      name: `PATCH ${label}/members/:userId (none such)`,
      request: (c) => ({
        method: 'PATCH',
        url: `${prefix(c)}/members/${noSuchId}`,
        payload: { role: 'buyer' },
      }),
      expect: expect(404, 404),
    },
    {
      name: `DELETE ${label}/members/:userId (none such)`,
      request: (c) => ({ method: 'DELETE', url: `${prefix(c)}/members/${noSuchId}` }),
      expect: expect(404, 404),
    },
    {
      name: `GET ${label}/addresses`,
      request: (c) => ({ method: 'GET', url: `${prefix(c)}/addresses` }),
      expect: expect(200, 404),
    },
    {
      name: `POST ${label}/addresses`,
      request: (c) => ({
        method: 'POST',
        url: `${prefix(c)}/addresses`,
        payload: { label: 'Depot', address },
      }),
      expect: expect(201, 404),
    },
    {
      name: `PATCH ${label}/addresses/:addressId (none such)`,
      request: (c) => ({
        method: 'PATCH',
        url: `${prefix(c)}/addresses/${noSuchId}`,
        payload: { label: 'Yard' },
      }),
      expect: expect(404, 404),
    },
    {
      name: `DELETE ${label}/addresses/:addressId (none such)`,
      request: (c) => ({ method: 'DELETE', url: `${prefix(c)}/addresses/${noSuchId}` }),
      expect: expect(404, 404),
    },
  ];
  return [
    {
      name: 'POST /companies/apply (the address is not proven yet)',
      request: () => ({
        method: 'POST',
        url: '/api/companies/apply',
        payload: { name: 'Matrix Tools Ltd', address, phone: '+44 113 496 0000' },
      }),
      expect: { anonymous: 401, owner: 403, other: 403, admin: 403 },
    },
    {
      name: 'GET /companies',
      request: () => ({ method: 'GET', url: '/api/companies' }),
      expect: adminOnly(200),
    },
    {
      name: 'GET /companies/:id',
      request: (c) => ({ method: 'GET', url: `/api/companies/${c.companyId}` }),
      expect: adminOnly(200),
    },
    {
      name: 'PATCH /companies/:id',
      request: (c) => ({
        method: 'PATCH',
        url: `/api/companies/${c.companyId}`,
        payload: { taxId: 'GB 987' },
      }),
      expect: adminOnly(200),
    },
    {
      name: 'GET /my-company (in no company)',
      request: () => ({ method: 'GET', url: '/api/my-company' }),
      expect: inNoCompany(404),
    },
    {
      name: 'POST /company-invitations/accept (an unknown link)',
      request: () => ({
        method: 'POST',
        url: '/api/company-invitations/accept',
        payload: { token: 'no-such' },
      }),
      expect: inNoCompany(404),
    },
    ...scoped(
      () => '/api/my-company',
      (_ok, missing) => inNoCompany(missing),
      '/my-company (in no company)',
    ),
    ...scoped(
      (c) => `/api/companies/${c.companyId}`,
      (ok) => adminOnly(ok),
      '/companies/:id',
    ),
  ];
};

const priceListRules: Rule[] = [
  {
    name: 'POST /price-lists',
    request: () => ({
      method: 'POST',
      url: '/api/price-lists',
      payload: { name: `Matrix ${Math.random().toString(36).slice(2)}`, discountPercent: 5 },
    }),
    expect: adminOnly(201),
  },
  {
    name: 'GET /price-lists',
    request: () => ({ method: 'GET', url: '/api/price-lists' }),
    expect: adminOnly(200),
  },
  {
    name: 'GET /price-lists/:id',
    request: (c) => ({ method: 'GET', url: `/api/price-lists/${c.priceListId}` }),
    expect: adminOnly(200),
  },
  {
    name: 'PATCH /price-lists/:id',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/price-lists/${c.priceListId}`,
      payload: { discountPercent: 10 },
    }),
    expect: adminOnly(200),
  },
  {
    name: 'PUT /price-lists/:id/prices/:productId',
    request: (c) => ({
      method: 'PUT',
      url: `/api/price-lists/${c.priceListId}/prices/${c.productId}`,
      payload: { price: 9 },
    }),
    expect: adminOnly(200),
  },
  {
    name: 'DELETE /price-lists/:id/prices/:productId',
    request: async (c) => ({
      method: 'DELETE',
      url: `/api/price-lists/${c.priceListId}/prices/${await c.freshListPrice()}`,
    }),
    expect: adminOnly(200),
  },
  {
    name: 'GET /price-lists/:id/export.csv',
    request: (c) => ({ method: 'GET', url: `/api/price-lists/${c.priceListId}/export.csv` }),
    expect: adminOnly(200),
  },
  ...(['import/preview', 'import'] as const).map((path) => ({
    name: `POST /price-lists/:id/${path} (a file of no prices is refused)`,
    request: (c: Context) => ({
      method: 'POST' as const,
      url: `/api/price-lists/${c.priceListId}/${path}`,
      payload: Buffer.from('model,price,priceTiers\n'),
      headers: { 'content-type': 'text/csv' },
    }),
    expect: adminOnly(400),
  })),
];

const rules: Rule[] = [
  { name: 'GET /health', request: () => ({ method: 'GET', url: '/api/health' }), expect: everyone(200) },
  { name: 'GET /ready', request: () => ({ method: 'GET', url: '/api/ready' }), expect: everyone(200) },
  { name: 'GET /products', request: () => ({ method: 'GET', url: '/api/products' }), expect: everyone(200) },
  {
    name: 'GET /recentProducts',
    request: () => ({ method: 'GET', url: '/api/recentProducts' }),
    expect: everyone(200),
  },
  {
    name: 'GET /product/:id',
    request: (c) => ({ method: 'GET', url: `/api/product/${c.productId}` }),
    expect: everyone(200),
  },
  {
    name: 'GET /tools/:slug',
    request: (c) => ({ method: 'GET', url: `/api/tools/${c.productSlug}` }),
    expect: everyone(200),
  },
  {
    name: 'GET /tools/:slug by id (a redirect)',
    request: (c) => ({ method: 'GET', url: `/api/tools/${c.productId}` }),
    expect: everyone(301),
  },
  {
    name: 'GET /tools/:slug, the page (outside /api)',
    request: (c) => ({ method: 'GET', url: `/tools/${c.productSlug}` }),
    expect: everyone(200),
  },
  {
    name: 'GET /sitemap.xml',
    request: () => ({ method: 'GET', url: '/sitemap.xml' }),
    expect: everyone(200),
  },
  { name: 'GET /robots.txt', request: () => ({ method: 'GET', url: '/robots.txt' }), expect: everyone(200) },
  {
    name: 'GET /auth/providers',
    request: () => ({ method: 'GET', url: '/api/auth/providers' }),
    expect: everyone(200),
  },
  {
    name: 'POST /password-reset/request',
    request: () => ({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: `someone.${Math.random()}@example.com` },
    }),
    expect: everyone(200),
  },
  {
    name: 'POST /verify-email (an unknown link)',
    request: () => ({ method: 'POST', url: '/api/verify-email', payload: { token: 'no-such-token' } }),
    expect: everyone(400),
  },
  {
    name: 'POST /verify-email/resend',
    request: () => ({ method: 'POST', url: '/api/verify-email/resend' }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /me',
    request: () => ({ method: 'GET', url: '/api/me' }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /user/:email',
    request: (c) => ({ method: 'GET', url: `/api/user/${c.owner.user.email}` }),
    expect: ownOnly(200),
  },
  {
    name: 'PUT /updateUser/:id',
    request: (c) => ({
      method: 'PUT',
      url: `/api/updateUser/${c.owner.user.id}`,
      payload: { name: 'Renamed' },
    }),
    expect: ownOnly(200),
  },
  {
    name: 'PUT /users (own name)',
    request: () => ({ method: 'PUT', url: '/api/users', payload: { name: 'My Name' } }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  { name: 'GET /users', request: () => ({ method: 'GET', url: '/api/users' }), expect: adminOnly(200) },
  {
    name: 'PUT /userAdmin',
    request: (c) => ({ method: 'PUT', url: '/api/userAdmin', payload: { email: c.bystanderEmail } }),
    expect: adminOnly(200),
  },
  {
    name: 'PUT /removeAdmin',
    request: (c) => ({ method: 'PUT', url: '/api/removeAdmin', payload: { email: c.bystanderEmail } }),
    expect: adminOnly(200),
  },
  { name: 'GET /reviews', request: () => ({ method: 'GET', url: '/api/reviews' }), expect: everyone(200) },
  {
    name: 'POST /addReview',
    request: () => ({
      method: 'POST',
      url: '/api/addReview',
      payload: { review: '5', detaisReview: 'Great tools' },
    }),
    expect: { anonymous: 401, owner: 201, other: 201, admin: 201 },
  },
  {
    name: 'POST /addOrder',
    request: (c) => ({
      method: 'POST',
      url: '/api/addOrder',
      payload: { productId: c.productId, amount: 10 },
    }),
    expect: { anonymous: 401, owner: 201, other: 201, admin: 201 },
  },
  {
    name: 'GET /myOrder/:email',
    request: (c) => ({ method: 'GET', url: `/api/myOrder/${c.owner.user.email}` }),
    expect: ownOnly(200),
  },
  {
    name: 'GET /payment/:id',
    request: (c) => ({ method: 'GET', url: `/api/payment/${c.orderId}` }),
    expect: ownOrderOnly(200),
  },
  {
    name: 'POST /create-payment-intent',
    request: (c) => ({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: c.orderId } }),
    expect: ownOrderOnly(200),
  },
  {
    name: 'POST /payment/:id/confirm (nothing paid yet)',
    request: (c) => ({ method: 'POST', url: `/api/payment/${c.orderId}/confirm` }),
    expect: ownOrderOnly(409),
  },
  {
    name: 'DELETE /order/:id (an unpaid order of the owner)',
    request: async (c) => ({ method: 'DELETE', url: `/api/order/${await c.freshOrder()}` }),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
  },
  {
    // Only a company admin of the order's company or a shop admin decides: a customer cannot approve.
    name: 'POST /order/:id/approve (an order of a company none of the callers belongs to)',
    request: async (c) => ({ method: 'POST', url: `/api/order/${await c.freshAwaitingOrder()}/approve` }),
    expect: adminOnly(200),
  },
  {
    name: 'POST /order/:id/reject (an order of a company none of the callers belongs to)',
    request: async (c) => ({
      method: 'POST',
      url: `/api/order/${await c.freshAwaitingOrder()}/reject`,
      payload: { reason: 'Not this month' },
    }),
    expect: adminOnly(200),
  },
  {
    name: 'POST /order/:id/approve (the owner’s retail order: not awaiting approval)',
    request: (c) => ({ method: 'POST', url: `/api/order/${c.orderId}/approve` }),
    expect: adminOnly(409),
  },
  {
    name: 'GET /my-company/orders (in no company)',
    request: () => ({ method: 'GET', url: '/api/my-company/orders' }),
    expect: inNoCompany(403),
  },
  {
    name: 'GET /my-company/receivables (in no company)',
    request: () => ({ method: 'GET', url: '/api/my-company/receivables' }),
    expect: inNoCompany(403),
  },
  {
    name: 'GET /my-company/statement.pdf (in no company)',
    request: () => ({ method: 'GET', url: '/api/my-company/statement.pdf' }),
    expect: inNoCompany(403),
  },
  {
    name: 'POST /test-payments/confirm (unknown intent)',
    request: () => ({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: 'tpi_x_secret_y',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      },
    }),
    expect: { anonymous: 401, owner: 404, other: 404, admin: 404 },
  },
  {
    name: 'POST /stripe/webhook (Stripe not set up)',
    request: () => ({ method: 'POST', url: '/api/stripe/webhook', payload: {} }),
    expect: everyone(404),
  },
  {
    name: 'POST /upload (a profile photo or a product image)',
    request: (c) => ({
      method: 'POST',
      url: '/api/upload',
      payload: c.upload.payload,
      headers: c.upload.headers,
    }),
    expect: { anonymous: 401, owner: 201, other: 201, admin: 201 },
  },
  {
    name: 'POST /addProduct',
    request: (c) => ({
      method: 'POST',
      url: '/api/addProduct',
      payload: {
        name: 'Matrix Saw',
        model: 'MX-1',
        description: '',
        price: 10,
        quantity: 10,
        minOrder: 1,
        image: c.imageUrl,
      },
    }),
    expect: adminOnly(201),
  },
  {
    name: 'PATCH /product/:id',
    request: (c) => ({ method: 'PATCH', url: `/api/product/${c.productId}`, payload: { quantity: 20_000 } }),
    expect: adminOnly(200),
  },
  {
    name: 'DELETE /product/:id',
    request: async (c) => ({ method: 'DELETE', url: `/api/product/${await c.freshProduct()}` }),
    expect: adminOnly(200),
  },
  { name: 'GET /orders', request: () => ({ method: 'GET', url: '/api/orders' }), expect: adminOnly(200) },
  {
    name: 'GET /orders/export.csv',
    request: () => ({ method: 'GET', url: '/api/orders/export.csv' }),
    expect: adminOnly(200),
  },
  {
    name: 'GET /cart',
    request: () => ({ method: 'GET', url: '/api/cart' }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'PUT /cart/:productId (an amount of 0 is refused by the rule)',
    request: (c) => ({ method: 'PUT', url: `/api/cart/${c.productId}`, payload: { amount: 0 } }),
    expect: { anonymous: 401, owner: 422, other: 422, admin: 422 },
  },
  {
    name: 'DELETE /cart/:productId',
    request: (c) => ({ method: 'DELETE', url: `/api/cart/${c.productId}` }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'DELETE /cart',
    request: () => ({ method: 'DELETE', url: '/api/cart' }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'POST /checkout (an empty cart is refused)',
    request: () => ({
      method: 'POST',
      url: '/api/checkout',
      payload: { name: 'Pat', phone: '1', address: 'Here' },
    }),
    expect: { anonymous: 401, owner: 422, other: 422, admin: 422 },
  },
  {
    name: "POST /order/:id/reorder (the buyer's own order only)",
    request: (c) => ({ method: 'POST', url: `/api/order/${c.orderId}/reorder` }),
    expect: ownOrderOnly(200),
  },
  {
    name: 'GET /products/export.csv',
    request: () => ({ method: 'GET', url: '/api/products/export.csv' }),
    expect: adminOnly(200),
  },
  ...(['/api/products/import/preview', '/api/products/import'] as const).map((url) => ({
    name: `POST ${url.slice(4)} (a file of no products is refused)`,
    request: () => ({
      method: 'POST' as const,
      url,
      payload: 'model,name,description,price,quantity,minOrder,image,priceTiers\n',
      headers: { 'content-type': 'text/csv' },
    }),
    expect: adminOnly(400),
  })),
  {
    name: 'PATCH /order/:id/status (an unpaid order cannot ship)',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/order/${c.orderId}/status`,
      payload: { status: 'shipped' },
    }),
    expect: adminOnly(409),
  },
  {
    name: 'POST /order/:id/refund (an unpaid order cannot be refunded)',
    request: (c) => ({ method: 'POST', url: `/api/order/${c.orderId}/refund` }),
    expect: adminOnly(409),
  },
  {
    name: 'GET /order/:id/invoice.pdf (an unpaid order has none yet)',
    request: (c) => ({ method: 'GET', url: `/api/order/${c.orderId}/invoice.pdf` }),
    expect: ownOnly(409),
  },
  {
    name: 'GET /order/:id/credit-note.pdf (an unpaid order has none)',
    request: (c) => ({ method: 'GET', url: `/api/order/${c.orderId}/credit-note.pdf` }),
    expect: ownOnly(409),
  },
  {
    name: 'GET /admin/overview',
    request: () => ({ method: 'GET', url: '/api/admin/overview' }),
    expect: adminOnly(200),
  },
  {
    name: 'GET /admin/receivables',
    request: () => ({ method: 'GET', url: '/api/admin/receivables' }),
    expect: adminOnly(200),
  },
  {
    name: 'GET /admin/receivables/export.csv',
    request: () => ({ method: 'GET', url: '/api/admin/receivables/export.csv' }),
    expect: adminOnly(200),
  },
  {
    name: 'GET /admin/mail',
    request: () => ({ method: 'GET', url: '/api/admin/mail' }),
    expect: adminOnly(200),
  },
  {
    name: 'POST /admin/mail/:id/send-again',
    request: () => ({
      method: 'POST',
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/send-again',
    }),
    expect: adminOnly(404),
  },
  {
    name: 'GET /admin/activity',
    request: () => ({ method: 'GET', url: '/api/admin/activity' }),
    expect: adminOnly(200),
  },
  {
    // The signed-in user's own data, whoever asks: there is no way to name anyone else's.
    name: 'GET /me/data',
    request: () => ({ method: 'GET', url: '/api/me/data' }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    // Only one's own account, and only with its password: a wrong one is refused for everyone.
    name: 'DELETE /me (a wrong password)',
    request: () => ({ method: 'DELETE', url: '/api/me', payload: { password: 'not the password' } }),
    expect: { anonymous: 401, owner: 403, other: 403, admin: 403 },
  },
  ...companyRules(),
  ...priceListRules,
];

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let ctx: Context;
  const callers = {} as Record<Exclude<Caller, 'anonymous'>, SignedIn>;

  beforeAll(async () => {
    // The storefront's pages rendered as the server renders them: the tool page is on the matrix.
    t = await build(kind, { pageRenderer: await webRenderer() });
    // Addresses not confirmed yet: the verification mail's resend answers every caller.
    const unverified = { verified: false };
    callers.owner = await signIn(t.app, 'customer', unverified);
    callers.other = await signIn(t.app, 'customer', unverified);
    callers.admin = await signIn(t.app, 'admin', unverified);
    const productId = (await createProduct(t.app.db, { minOrder: 1, quantity: 10_000 })).id;
    const freshOrder = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: callers.owner.headers,
        payload: { productId, amount: 1 },
      });
      if (res.statusCode !== 201) throw new Error(`could not place an order: ${res.body}`);
      return res.json().insertedId as string;
    };
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#facc15' } })
      .png()
      .toBuffer();
    const upload = multipartFile('image', 'p.png', 'image/png', png);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: upload.payload,
      headers: { ...upload.headers, ...callers.admin.headers },
    });
    const product = await createProduct(t.app.db);
    const asAdmin = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, ok: number) => {
      const res = await t.app.inject({ method, url, payload, headers: callers.admin.headers });
      if (res.statusCode !== ok) throw new Error(`${method} ${url}: ${res.body}`);
      return res.json();
    };
    // A proven customer's application, approved: a company none of the callers belongs to.
    const companyAdmin = await signIn(t.app, 'customer');
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/companies/apply',
      headers: companyAdmin.headers,
      payload: { name: 'Matrix Supply', address, phone: '+44 113 496 0000' },
    });
    if (applied.statusCode !== 201) throw new Error(`could not apply: ${applied.body}`);
    const companyId: string = applied.json()._id;
    await asAdmin('PATCH', `/api/companies/${companyId}`, { status: 'approved' }, 200);
    // Each by a new buyer of that company whose every order is above their limit (a cent): the unpaid cap is
    // per buyer.
    const freshAwaitingOrder = async () => {
      const companyBuyer = await signIn(t.app, 'customer');
      await t.app.db
        .insert(companyMembers)
        .values({ userId: companyBuyer.user.id, companyId, role: 'buyer', orderLimitCents: 1 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: companyBuyer.headers,
        payload: { productId, amount: 1 },
      });
      if (res.json().status !== 'awaiting_approval') throw new Error(`not awaiting approval: ${res.body}`);
      return res.json().insertedId as string;
    };
    const priceListId: string = (await asAdmin('POST', '/api/price-lists', { name: 'Matrix trade' }, 201))
      ._id;
    const freshListPrice = async () => {
      const id = (await createProduct(t.app.db)).id;
      await asAdmin('PUT', `/api/price-lists/${priceListId}/prices/${id}`, { price: 5 }, 200);
      return id;
    };
    ctx = {
      upload,
      imageUrl: uploaded.json().data.url,
      freshProduct: async () => (await createProduct(t.app.db)).id,
      orderId: await freshOrder(),
      freshOrder,
      freshAwaitingOrder,
      owner: callers.owner,
      bystanderEmail: (await createUser(t.app.db)).email,
      productId: product.id,
      productSlug: product.slug,
      companyId,
      priceListId,
      freshListPrice,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  for (const rule of rules) {
    for (const caller of ['anonymous', 'owner', 'other', 'admin'] as const) {
      it(`${rule.name} as ${caller} → ${rule.expect[caller]}`, async () => {
        const { method, url, payload, headers: extra } = await rule.request(ctx);
        const headers = { ...extra, ...(caller === 'anonymous' ? {} : callers[caller].headers) };
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, res.body).toBe(rule.expect[caller]);
        if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
      });
    }
  }

  it('never lets a customer see another customer’s email, phone or address through a user route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${callers.other.user.email}`,
      headers: callers.owner.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(callers.other.user.email);
  });
});
