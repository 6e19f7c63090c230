import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.ts';
import { assertOwner, assertOwnerOrAdmin, type CurrentUser } from './auth.ts';

const customer: CurrentUser = {
  id: '0b6d6a8e-4f7c-4d0e-9f57-2f1f0b7a1c11',
  email: 'ada@example.com',
  name: 'Ada',
  role: null,
  tokenVersion: 0,
  signedInAt: 1_790_000_000,
  company: null,
};
const admin: CurrentUser = { ...customer, id: '5f0c2b7e-1d1b-4f6e-8a41-7c3c0e9d2a10', role: 'admin' };
const someoneElse = { userId: '9a3e6c1d-2b4f-4e8a-9c7d-1e2f3a4b5c6d' };

const refusalOf = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
  }
  return undefined;
};

describe('the owner-or-admin rule', () => {
  it('lets a user act on their own record, by id or by email in any letter case', () => {
    expect(refusalOf(() => assertOwnerOrAdmin(customer, { userId: customer.id }))).toBeUndefined();
    expect(refusalOf(() => assertOwnerOrAdmin(customer, { email: ' ADA@Example.com ' }))).toBeUndefined();
  });

  it("refuses someone else's record with 403 and the route's message", () => {
    expect(refusalOf(() => assertOwnerOrAdmin(customer, { email: 'bob@example.com' }))).toEqual({
      status: 403,
      message: 'You are not allowed to do this',
    });
    expect(refusalOf(() => assertOwnerOrAdmin(customer, someoneElse, 'This order is not yours'))).toEqual({
      status: 403,
      message: 'This order is not yours',
    });
  });

  it("lets an admin act on anyone's record, but pay only their own", () => {
    expect(refusalOf(() => assertOwnerOrAdmin(admin, someoneElse))).toBeUndefined();
    expect(refusalOf(() => assertOwnerOrAdmin(admin, { email: 'bob@example.com' }))).toBeUndefined();
    expect(refusalOf(() => assertOwner(admin, someoneElse, 'This order is not yours'))).toEqual({
      status: 403,
      message: 'This order is not yours',
    });
    expect(refusalOf(() => assertOwner(customer, { userId: customer.id }, 'x'))).toBeUndefined();
  });
});
