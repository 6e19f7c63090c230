import { describe, expect, it } from 'vitest';
import {
  AddOrderBodySchema,
  holdLeftText,
  orderAmountError,
  orderAmountProblem,
  trackingUrl,
} from './orders.ts';

const product = { minOrder: 10, quantity: 50 };

describe('the order amount rule', () => {
  it('names each problem with SPEC’s message, as typed in the form or sent to the API', () => {
    const cases: [number | string | null | undefined, string | undefined, string | undefined][] = [
      [undefined, 'empty', 'Ammount can not be empty'],
      ['  ', 'empty', 'Ammount can not be empty'],
      [null, 'empty', 'Ammount can not be empty'],
      ['1.5', 'notWhole', 'The amount must be a whole number of pieces'],
      ['ten', 'notWhole', 'The amount must be a whole number of pieces'],
      [9, 'belowMin', 'Min order quantity is 10'],
      ['10', undefined, undefined],
      [50, undefined, undefined],
      [51, 'aboveStock', "You can't buy more than 50"],
    ];
    for (const [amount, problem, message] of cases) {
      expect(orderAmountProblem(amount, product)?.problem, String(amount)).toBe(problem);
      expect(orderAmountError(amount, product), String(amount)).toBe(message);
    }
  });

  it('lets the API body through only with a whole number, refusing the rest with the same messages', () => {
    const amountOf = (body: Record<string, unknown>) => {
      const parsed = AddOrderBodySchema.safeParse({ productId: 'p', ...body });
      return parsed.success ? parsed.data.amount : parsed.error.issues[0]?.message;
    };
    expect(amountOf({ amount: 12 })).toBe(12);
    expect(amountOf({})).toBe('Ammount can not be empty');
    expect(amountOf({ amount: null })).toBe('Ammount can not be empty');
    expect(amountOf({ amount: '' })).toBe('Ammount can not be empty');
    expect(amountOf({ amount: '10' })).toBe('The amount must be a whole number of pieces');
    expect(amountOf({ amount: 1.5 })).toBe('The amount must be a whole number of pieces');
  });
});

describe('how long an unpaid order is still held', () => {
  it('says hours and minutes left, rounded up to the minute, and when the hold has ended', () => {
    const until = '2026-12-01T12:00:00.000Z';
    const at = (iso: string) => holdLeftText(until, Date.parse(iso));
    expect(at('2026-12-01T10:40:00.000Z')).toBe('Held 1 h 20 min more');
    expect(at('2026-11-29T12:00:00.000Z')).toBe('Held 48 h more');
    expect(at('2026-12-01T11:59:59.000Z')).toBe('Held 1 min more');
    expect(at('2026-12-01T11:01:00.000Z')).toBe('Held 59 min more');
    expect(at('2026-12-01T11:00:30.000Z')).toBe('Held 1 h more');
    expect(at('2026-12-01T11:00:00.000Z')).toBe('Held 1 h more');
    expect(at('2026-12-01T12:00:00.000Z')).toBe('Hold ended: being cancelled');
    expect(at('2026-12-01T12:05:00.000Z')).toBe('Hold ended: being cancelled');
  });
});

describe('trackingUrl', () => {
  it("links each listed carrier's tracking page with the number as a query value", () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl('FedEx', '123456789012')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(trackingUrl('USPS', '9400 1000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000',
    );
    expect(trackingUrl('DHL', 'a&b=c')).toBe(
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=a%26b%3Dc',
    );
  });

  it('has no link for "Other", an older free-text carrier, a name like a property, or no number', () => {
    expect(trackingUrl('Other', '123')).toBeUndefined();
    expect(trackingUrl('DHL Freight', '123')).toBeUndefined();
    expect(trackingUrl('toString', '123')).toBeUndefined();
    expect(trackingUrl('UPS', undefined)).toBeUndefined();
    expect(trackingUrl(undefined, '123')).toBeUndefined();
  });
});
