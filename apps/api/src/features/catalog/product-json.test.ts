import { ProductListSchema, ProductSchema } from '@ironvolt/shared/catalog';
import { describe, expect, it } from 'vitest';
import type { CatalogRow } from './catalog-repository.ts';
import { ProductJson, toProductJson } from './product-json.ts';

const row = (n: number, more: Partial<CatalogRow> = {}): CatalogRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Hammer drill ${n}`,
  model: `HD-${n}`,
  description: 'Two speeds, “SDS-plus” chuck, 800 W — für Beton',
  image: `/uploads/${n}.webp`,
  images: [`/uploads/${n}.webp`, `/uploads/${n}-side.webp`],
  attributes: [{ name: 'Voltage', value: '18 V' }],
  slug: `hammer-drill-${n}`,
  priceCents: 12_999 + n,
  quantity: 40,
  minOrder: 5,
  weightGrams: 2_500,
  serialized: false,
  priceTiers: [
    { minAmount: 50, priceCents: 11_999 },
    { minAmount: 200, priceCents: 10_505 },
  ],
  categorySlug: 'drills',
  reviewCount: 0,
  ratingSum: 0,
  ...more,
});

/** What the read cache made of a list before: the list checked and serialized whole. */
const whole = (rows: CatalogRow[]) => JSON.stringify(ProductListSchema.parse(rows.map(toProductJson)));

describe('product answers made once per row', () => {
  const json = new ProductJson(1024 * 1024);
  const productJson = (r: CatalogRow) => json.of(r);
  const productListJson = (rows: CatalogRow[]) => json.list(rows);

  it('gives a list the same bytes as checking and serializing it whole, in its order', () => {
    const rows = [row(1), row(2, { priceTiers: [], attributes: [], description: '' }), row(3)];
    const list = productListJson(rows);
    expect(list.toString('utf8')).toBe(whole(rows));
    expect(JSON.parse(list.toString('utf8')).map((p: { _id: string }) => p._id)).toEqual(
      rows.map((r) => r.id),
    );
    expect(productListJson([rows[2] as CatalogRow, rows[0] as CatalogRow]).toString('utf8')).toBe(
      whole([rows[2] as CatalogRow, rows[0] as CatalogRow]),
    );
  });

  it('answers an empty page and a page of one as JSON arrays', () => {
    expect(productListJson([]).toString('utf8')).toBe('[]');
    expect(JSON.parse(productListJson([row(4)]).toString('utf8'))).toEqual([toProductJson(row(4))]);
  });

  it('gives one product its checked JSON, with prices in dollars', () => {
    const answer = JSON.parse(productJson(row(5)).toString('utf8'));
    expect(ProductSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      price: 130.04,
      priceTiers: [
        { minAmount: 50, price: 119.99 },
        { minAmount: 200, price: 105.05 },
      ],
    });
  });

  it('shows a changed product as the row read after the change, not as it was first served', () => {
    const before = row(6);
    expect(JSON.parse(productJson(before).toString('utf8')).quantity).toBe(40);
    const after = { ...before, quantity: 12, priceCents: 9_900 };
    expect(JSON.parse(productJson(after).toString('utf8'))).toMatchObject({ quantity: 12, price: 99 });
    expect(JSON.parse(productListJson([after]).toString('utf8'))[0]).toMatchObject({ quantity: 12 });
  });

  it('refuses a row its schema does not allow rather than serve it', () => {
    expect(() => productJson(row(7, { quantity: 1.5 }))).toThrow();
  });

  it('keeps the answers of the most recently served products within its bytes, and makes the others again', () => {
    const small = new ProductJson(4 * 1024);
    const rows = Array.from({ length: 20 }, (_, i) => row(100 + i));
    const first = small.of(rows[0] as CatalogRow);
    expect(small.of(rows[0] as CatalogRow)).toBe(first);
    for (const r of rows) small.of(r);
    const again = small.of(rows[0] as CatalogRow);
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});
