import type { Address } from '@ironvolt/shared/address';
import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueName } from './admin-helpers';
import { demoAccounts, type TestUser } from './fixtures';
import { mailedLink } from './outbox-helpers';

/**
 * The seeded trade account (apps/api/src/seed/index.ts), "Northwind Tools Supply": its buyer may order up to
 * $2,500, its company admin approves; its price list is 12% off. Shared by every test at once: look, never change.
 */
export const demoBuyer = { email: 'buyer@ironvolt.example.com', password: 'ironvolt-buyer' };
export const demoDealer = { email: 'dealer@ironvolt.example.com', password: 'ironvolt-dealer' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An access token for an account, through POST /api/login. */
export const tokenOf = async (request: APIRequestContext, account: { email: string; password: string }) => {
  const response = await request.post('/api/login', { data: account });
  expect(response.status(), `log in as ${account.email}`).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

/** The token of the newest mailed link matching `pattern` (its `token` or `invitation` parameter). */
const mailedToken = async (email: string, pattern: RegExp, parameter: string) => {
  const token = new URL(await mailedLink(email, pattern)).searchParams.get(parameter);
  if (!token) throw new Error(`the mail to ${email} has no ${parameter}`);
  return token;
};

/** Proves a registered account's address with the token its registration mailed, as the mailed link does. */
export const proveEmail = async (request: APIRequestContext, email: string) => {
  const token = await mailedToken(email, /https?:\/\/\S+\/verify-email\?token=[\w-]+/, 'token');
  const proved = await request.post('/api/verify-email', { data: { token } });
  expect(proved.status(), `prove ${email}`).toBe(200);
};

export type TradeAccount = {
  id: string;
  name: string;
  /** The applicant, the company's first company admin. */
  admin: TestUser;
  buyer: TestUser;
  /** The company's one shipping address, as its admin added it. */
  shippingAddress: { _id: string; label: string; address: Address };
};

/**
 * A trade account of the test's own, made through the API as people would: a proven customer applies, the demo
 * shop admin approves, the company admin adds a shipping address and invites a buyer (with `orderLimit`, dollars),
 * who proves their address and accepts. No price list: its members buy at list prices.
 */
export const newTradeAccount = async (
  request: APIRequestContext,
  newUser: (options?: { name?: string }) => Promise<TestUser>,
  { orderLimit }: { orderLimit?: number } = {},
): Promise<TradeAccount> => {
  const name = uniqueName('E2E Trade');
  const admin = await newUser({ name: 'Carmen Company-Admin' });
  await proveEmail(request, admin.email);
  const applied = await request.post('/api/companies/apply', {
    headers: bearer(admin.token),
    data: {
      name,
      phone: '+1 555 0177',
      address: { line1: '9 Foundry Row', city: 'Dayton', postalCode: '45402', region: 'OH', country: 'US' },
    },
  });
  expect(applied.status(), `apply for ${name}`).toBe(201);
  const { _id: id } = (await applied.json()) as { _id: string };

  const shopAdmin = await tokenOf(request, demoAccounts.admin);
  const approved = await request.patch(`/api/companies/${id}`, {
    headers: bearer(shopAdmin),
    data: { status: 'approved' },
  });
  expect(approved.status(), `approve ${name}`).toBe(200);

  const added = await request.post('/api/my-company/addresses', {
    headers: bearer(admin.token),
    data: {
      label: 'North yard',
      address: {
        line1: '55 Kiln Street',
        line2: 'Gate B',
        city: 'Toledo',
        postalCode: '43604',
        region: 'OH',
        country: 'US',
      },
    },
  });
  expect(added.status(), 'add a shipping address').toBe(201);
  const shippingAddress = (await added.json()) as TradeAccount['shippingAddress'];

  const buyer = await newUser({ name: 'Bruno Buyer' });
  await proveEmail(request, buyer.email);
  const invited = await request.post('/api/my-company/invitations', {
    headers: bearer(admin.token),
    data: { email: buyer.email, role: 'buyer', ...(orderLimit === undefined ? {} : { orderLimit }) },
  });
  expect(invited.status(), `invite ${buyer.email}`).toBe(201);
  const invitation = await mailedToken(
    buyer.email,
    /https?:\/\/\S+\/dashboard\/trade-account\?invitation=[\w-]+/,
    'invitation',
  );
  const accepted = await request.post('/api/company-invitations/accept', {
    headers: bearer(buyer.token),
    data: { token: invitation },
  });
  expect(accepted.status(), `${buyer.email} accepts`).toBe(200);
  return { id, name, admin, buyer, shippingAddress };
};
