import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { products, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/features/accounts/passwords.ts';

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

type NewUser = typeof users.$inferInsert;
export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

/** Inserts a user who can log in with TEST_PASSWORD (hashed once per file: argon2 is slow on purpose). */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      name: `Pat Tester ${unique()}`,
      email: `pat.${unique()}@example.com`,
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createUser: no row returned');
  return row;
}
