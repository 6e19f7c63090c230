import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';

type NewProduct = typeof products.$inferInsert;

const unique = () => randomBytes(4).toString('hex');

/** Inserts a product with believable defaults; every field can be overridden. */
export async function createProduct(db: Database, overrides: Partial<NewProduct> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Drill ${unique()}`,
      model: `TD-${unique().toUpperCase()}`,
      description: 'A cordless drill for tests.',
      image: '/api/images/00000000-0000-4000-8000-000000000000',
      priceCents: 12_999,
      quantity: 500,
      minOrder: 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createProduct: no row returned');
  return row;
}
