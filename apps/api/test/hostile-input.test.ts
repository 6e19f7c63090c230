import {
  AdminEmailBodySchema,
  LoginBodySchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisterBodySchema,
  UpdateUserBodySchema,
  UpsertUserBodySchema,
  VerifyEmailBodySchema,
} from '@ironvolt/shared/accounts';
import { AddProductBodySchema, OrderStatusBodySchema, UpdateProductBodySchema } from '@ironvolt/shared/admin';
import { CartAmountBodySchema, CheckoutBodySchema } from '@ironvolt/shared/cart';
import { AddCategoryBodySchema, CategoryOrderBodySchema } from '@ironvolt/shared/catalog';
import { AddOrderBodySchema } from '@ironvolt/shared/orders';
import { CreatePaymentIntentBodySchema, TestCardConfirmSchema } from '@ironvolt/shared/payments';
import { AddReviewBodySchema } from '@ironvolt/shared/reviews';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { databaseDigest } from './digest.ts';
import { createProduct } from './factories.ts';
import { build, databaseKinds, nextAddress, type SignedIn, signIn, type TestApp } from './helper.ts';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 150);

// Strings an attacker tries: SQL, HTML and script, path tricks, control characters, very long text.
const nasty = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u0000',
    '%00',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
    '${7*7}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    '\uD83D\uDD27🔧',
    'NaN',
    '-0',
    '1e309',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('x'.repeat(5000)),
);
const edgeNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    0.1 + 0.2,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(nasty, edgeNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
const hostileKeys = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'email',
    'price',
    'totalPrice',
    'userId',
    'status',
    'id',
    '_id',
  ),
  fc.string({ maxLength: 12 }),
);
/** Objects with real field names, hostile keys and hostile values, nested a little. */
const hostileObject = (fields: string[]) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...fields), hostileKeys),
    fc.oneof(leaf, fc.dictionary(hostileKeys, leaf, { maxKeys: 3 })),
    {
      maxKeys: 8,
    },
  );
const hostileBody = (fields: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: hostileObject(fields) },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    { weight: 1, arbitrary: leaf },
  );

interface Route {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (c: Ctx) => string;
  schema?: z.ZodType;
  fields: string[];
  as: 'anonymous' | 'customer' | 'admin';
  /** Bodies that may legitimately write (the schema's, unless the route says more). */
  accepts?: (body: unknown, ctx: Ctx) => boolean;
}
interface Ctx {
  customer: SignedIn;
  admin: SignedIn;
  productId: string;
  orderId: string;
}

const fieldsOf = (schema: z.ZodType): string[] => {
  const shape = (
    schema as unknown as {
      shape?: Record<string, unknown>;
      _zod?: { def?: { shape?: Record<string, unknown> } };
    }
  ).shape;
  return Object.keys(shape ?? {});
};

const routes: Route[] = [
  {
    method: 'POST',
    url: () => '/api/register',
    schema: RegisterBodySchema,
    fields: ['name', 'email', 'password'],
    as: 'anonymous',
  },
  {
    method: 'POST',
    url: () => '/api/login',
    schema: LoginBodySchema,
    fields: ['email', 'password'],
    as: 'anonymous',
  },
  {
    method: 'PUT',
    url: () => '/api/users',
    schema: UpsertUserBodySchema,
    fields: ['name', 'email'],
    as: 'customer',
  },
  {
    method: 'PUT',
    url: (c) => `/api/updateUser/${c.customer.user.id}`,
    schema: UpdateUserBodySchema,
    fields: fieldsOf(UpdateUserBodySchema),
    as: 'customer',
  },
  {
    method: 'PUT',
    url: () => '/api/userAdmin',
    schema: AdminEmailBodySchema,
    fields: ['email'],
    as: 'admin',
  },
  {
    method: 'PUT',
    url: () => '/api/removeAdmin',
    schema: AdminEmailBodySchema,
    fields: ['email'],
    as: 'admin',
  },
  {
    method: 'POST',
    url: () => '/api/password-reset/request',
    schema: PasswordResetRequestSchema,
    fields: ['email'],
    as: 'anonymous',
  },
  {
    method: 'POST',
    url: () => '/api/password-reset/confirm',
    schema: PasswordResetConfirmSchema,
    fields: ['token', 'password'],
    as: 'anonymous',
  },
  {
    method: 'POST',
    url: () => '/api/verify-email',
    schema: VerifyEmailBodySchema,
    fields: ['token'],
    as: 'anonymous',
  },
  { method: 'POST', url: () => '/api/auth/google/exchange', fields: ['code'], as: 'anonymous' },
  {
    method: 'POST',
    url: () => '/api/addReview',
    schema: AddReviewBodySchema,
    fields: ['review', 'detaisReview', 'email'],
    as: 'customer',
  },
  {
    method: 'POST',
    url: () => '/api/addOrder',
    schema: AddOrderBodySchema,
    fields: ['productId', 'amount', 'email', 'totalPrice', 'phoneNo', 'address'],
    as: 'customer',
    accepts: (body, c) => {
      const parsed = AddOrderBodySchema.safeParse(body);
      const amount = parsed.success ? parsed.data.amount : undefined;
      return (
        parsed.success &&
        parsed.data.productId === c.productId &&
        Number.isInteger(amount) &&
        (amount as number) >= 5
      );
    },
  },
  {
    method: 'PUT',
    url: (c) => `/api/cart/${c.productId}`,
    schema: CartAmountBodySchema,
    fields: ['amount', 'price', 'productId'],
    as: 'customer',
    // Any whole amount from the minimum order (5) up is put in the cart; everything else is refused.
    accepts: (body) => {
      const parsed = CartAmountBodySchema.safeParse(body);
      const amount = parsed.success ? parsed.data.amount : undefined;
      return typeof amount === 'number' && Number.isInteger(amount) && amount >= 5;
    },
  },
  {
    method: 'POST',
    url: () => '/api/checkout',
    schema: CheckoutBodySchema,
    fields: ['name', 'phone', 'address', 'poNumber', 'note', 'totalPrice'],
    as: 'customer',
  },
  {
    method: 'POST',
    url: () => '/api/create-payment-intent',
    schema: CreatePaymentIntentBodySchema,
    fields: ['orderId', 'price'],
    as: 'customer',
  },
  {
    method: 'POST',
    url: () => '/api/test-payments/confirm',
    schema: TestCardConfirmSchema,
    fields: ['clientSecret', 'number', 'expMonth', 'expYear', 'cvc'],
    as: 'customer',
  },
  {
    method: 'POST',
    url: () => '/api/addProduct',
    schema: AddProductBodySchema,
    fields: [
      'name',
      'model',
      'description',
      'price',
      'quantity',
      'minOrder',
      'image',
      'images',
      'attributes',
      'category',
    ],
    as: 'admin',
  },
  {
    method: 'PATCH',
    url: (c) => `/api/product/${c.productId}`,
    schema: UpdateProductBodySchema,
    fields: ['name', 'price', 'quantity', 'minOrder', 'category', 'images', 'attributes'],
    as: 'admin',
  },
  {
    method: 'POST',
    url: () => '/api/categories',
    schema: AddCategoryBodySchema,
    fields: ['name'],
    as: 'admin',
  },
  {
    method: 'PATCH',
    url: () => '/api/categories/uncategorised',
    schema: AddCategoryBodySchema,
    fields: ['name'],
    as: 'admin',
  },
  {
    method: 'PUT',
    url: () => '/api/categories/order',
    schema: CategoryOrderBodySchema,
    fields: ['slugs'],
    as: 'admin',
    // Only the current order, every slug once, writes; there is one category here.
    accepts: (body) =>
      CategoryOrderBodySchema.safeParse(body).success &&
      JSON.stringify((body as { slugs: unknown }).slugs) === '["uncategorised"]',
  },
  {
    method: 'PATCH',
    url: (c) => `/api/order/${c.orderId}/status`,
    schema: OrderStatusBodySchema,
    fields: ['status'],
    as: 'admin',
  },
];

/** Ids in paths: real ones, malformed ones, injections. */
const hostileId = fc.oneof(
  nasty.map((s) => encodeURIComponent(s)),
  fc.uuid(),
);
const idRoutes = [
  { method: 'DELETE' as const, url: (id: string) => `/api/order/${id}`, as: 'customer' as const },
  { method: 'DELETE' as const, url: (id: string) => `/api/product/${id}`, as: 'admin' as const },
  { method: 'DELETE' as const, url: (id: string) => `/api/categories/${id}`, as: 'admin' as const },
  {
    method: 'DELETE' as const,
    url: (id: string) => `/api/categories/uncategorised?moveTo=${id}`,
    as: 'admin' as const,
  },
  { method: 'POST' as const, url: (id: string) => `/api/payment/${id}/confirm`, as: 'customer' as const },
  { method: 'POST' as const, url: (id: string) => `/api/order/${id}/reorder`, as: 'customer' as const },
];

describe.each(databaseKinds)('hostile input on every write route (%s)', (kind) => {
  let t: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    t = await build(kind, {
      config: {
        auth: {
          jwtSecret: undefined,
          accessTokenTtlMinutes: 60,
          adminEmails: [],
          loginRateLimit: { max: 1_000_000, perIp: 1_000_000, perAccount: 1_000_000, windowMinutes: 15 },
        },
      },
    });
    const customer = await signIn(t.app, 'customer');
    const admin = await signIn(t.app, 'admin');
    const productId = (await createProduct(t.app.db, { minOrder: 5, quantity: 100 })).id;
    const orderId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: customer.headers,
        payload: { productId, amount: 5 },
      })
    ).json().insertedId;
    ctx = { customer, admin, productId, orderId };
  });
  afterAll(async () => {
    await t.close();
  });

  const headersFor = (as: Route['as']) => (as === 'anonymous' ? {} : ctx[as].headers);

  /** Every refusal is JSON with a message; never a 5xx. */
  const expectClearRefusal = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    what: string,
  ) => {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    expect(String(res.headers['content-type']), what).toContain('application/json');
    const body = res.json() as { message?: unknown };
    expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
  };

  for (const route of routes) {
    it(`${route.method} ${route.url({ customer: { user: { id: ':id' } }, productId: ':id', orderId: ':id' } as unknown as Ctx)}: invalid bodies get a 4xx naming the problem and change nothing`, async () => {
      const before = await databaseDigest(t.app.db);
      await fc.assert(
        fc.asyncProperty(hostileBody(route.fields), async (body) => {
          // A body the route's own schema accepts may legitimately write; this property is about the rest.
          fc.pre(
            !(route.accepts ?? ((b: unknown) => route.schema?.safeParse(b).success ?? false))(body, ctx),
          );
          const res = await t.app.inject({
            method: route.method,
            url: route.url(ctx),
            headers: { ...headersFor(route.as), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
            remoteAddress: nextAddress(),
          });
          res.headers['content-type'] ??= '';
          if (route.schema) expectClearRefusal(res, JSON.stringify(body).slice(0, 200));
          else expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
      expect(await databaseDigest(t.app.db)).toEqual(before);
    });
  }

  it('ids in paths: malformed, unknown or hostile ids get a 4xx and change nothing', async () => {
    const before = await databaseDigest(t.app.db);
    await fc.assert(
      fc.asyncProperty(hostileId, fc.constantFrom(...idRoutes), async (id, route) => {
        const res = await t.app.inject({
          method: route.method,
          url: route.url(id),
          headers: headersFor(route.as),
        });
        expectClearRefusal(res, `${route.method} ${route.url(id)}`);
      }),
      { numRuns: RUNS },
    );
    expect(await databaseDigest(t.app.db)).toEqual(before);
  });

  it('an address with a broken %-escape gets 400 and JSON saying why, as any other bad input', async () => {
    for (const url of ['/api/myOrder/%ZZ', '/api/product/%E0%A4%A', '/api/tools/%']) {
      const res = await t.app.inject({ method: 'GET', url, headers: headersFor('customer') });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: 'The address is not valid: a % in it must be followed by two hexadecimal digits',
      });
    }
    // An e-mail address of the longest kind is a path parameter My Orders takes, encoded; far longer is refused.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/myOrder/${encodeURIComponent(longest)}`,
      headers: headersFor('customer'),
    });
    expect(mine.statusCode).toBe(403);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/product/${'x'.repeat(2000)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: 'A part of the address is too long' });
  });

  it("slugs in the tool pages' paths: hostile or unknown ones get a 4xx (JSON under /api, the page outside), never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostileId, fc.boolean(), async (slug, api) => {
        const url = api ? `/api/tools/${slug}` : `/tools/${slug}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        if (api) expectClearRefusal(res, url);
      }),
      { numRuns: RUNS },
    );
  });

  it('malformed JSON and wrong content types get 400 or 415 on every write route', async () => {
    const before = await databaseDigest(t.app.db);
    const bodies: [string, string][] = [
      ['application/json', '{"name": "drill",'],
      ['application/json', '{"__proto__": {"role": "admin"}, "name": '],
      ['application/json', 'not json at all'],
      ['application/json', '\u0000\u0001'],
      ['text/plain', 'name=drill'],
      ['application/xml', '<order><amount>1</amount></order>'],
      ['application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
    ];
    for (const route of routes) {
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url(ctx),
          headers: { ...headersFor(route.as), 'content-type': type },
          payload,
          remoteAddress: nextAddress(),
        });
        const what = `${route.method} ${route.url(ctx)} as ${type}`;
        expectClearRefusal(res, what);
        expect([400, 415], what).toContain(res.statusCode);
      }
    }
    expect(await databaseDigest(t.app.db)).toEqual(before);
  });

  it('an order for a real product with a hostile amount, name or address is refused or placed at the catalog price, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(leaf, fc.oneof(nasty, fc.constant(undefined)), async (amount, text) => {
        const before = await databaseDigest(t.app.db);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/addOrder',
          headers: { ...ctx.customer.headers, 'content-type': 'application/json' },
          payload: JSON.stringify({
            productId: ctx.productId,
            amount,
            address: text,
            phoneNo: text,
            totalPrice: 0,
          }),
        });
        expect(res.statusCode, JSON.stringify(amount)).toBeLessThan(500);
        if (res.statusCode === 201) {
          const id = res.json().insertedId;
          await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ctx.admin.headers });
        } else {
          expect(await databaseDigest(t.app.db)).toEqual(before);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('a __proto__ key never makes anyone admin', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${ctx.customer.user.id}`,
      headers: { ...ctx.customer.headers, 'content-type': 'application/json' },
      payload:
        '{"name":"Proto","__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}},"role":"admin"}',
    });
    expect(res.statusCode).toBeLessThan(500);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: ctx.customer.headers })).json();
    expect(me.role).toBeUndefined();
    expect(({} as { role?: string }).role).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: ctx.customer.headers })).statusCode,
    ).toBe(403);
  });
});
