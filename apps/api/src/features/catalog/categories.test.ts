import { categoryMessages } from '@ironvolt/shared/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { uploadTestImage } from '../../../test/multipart.ts';
import { categories } from '../../db/schema/index.ts';

describe.each(databaseKinds)('categories on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let imageUrl: string;

  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
    buyer = await signIn(t.app, 'customer');
    imageUrl = await uploadTestImage(t.app, admin.headers);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
  const activity = async (action: string) =>
    (await call('GET', `/admin/activity?action=${action}`)).json() as {
      subject: { type: string; label: string };
      before: unknown;
      after: unknown;
    }[];

  it('starts with Uncategorised, holding the products made before categories', async () => {
    await createProduct(t.app.db, { name: 'Old Drill' });
    expect(await list()).toEqual([{ slug: 'uncategorised', name: 'Uncategorised', count: 1 }]);
  });

  it('lets an admin add, rename, reorder and delete categories, each in the audit trail', async () => {
    const added = await call('POST', '/categories', { name: '  Drills & Drivers ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ slug: 'drills-and-drivers', name: 'Drills & Drivers', count: 0 });
    expect((await call('POST', '/categories', { name: 'Saws' })).statusCode).toBe(201);
    // New categories come before Uncategorised, in the order they were added.
    expect((await list()).map((c: { slug: string }) => c.slug)).toEqual([
      'drills-and-drivers',
      'saws',
      'uncategorised',
    ]);

    const renamed = await call('PATCH', '/categories/saws', { name: 'Saws & Blades' });
    expect(renamed.json()).toEqual({ slug: 'saws', name: 'Saws & Blades', count: 0 });

    const order = await call('PUT', '/categories/order', {
      slugs: ['uncategorised', 'saws', 'drills-and-drivers'],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().map((c: { name: string }) => c.name)).toEqual([
      'Uncategorised',
      'Saws & Blades',
      'Drills & Drivers',
    ]);
    expect((await list()).map((c: { slug: string }) => c.slug)).toEqual([
      'uncategorised',
      'saws',
      'drills-and-drivers',
    ]);

    expect((await call('DELETE', '/categories/saws')).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
      moved: 0,
    });
    expect((await list()).map((c: { slug: string }) => c.slug)).toEqual([
      'uncategorised',
      'drills-and-drivers',
    ]);

    expect((await activity('category.added')).map((e) => e.subject.label)).toEqual(
      expect.arrayContaining(['Drills & Drivers', 'Saws']),
    );
    const [renamedEntry] = await activity('category.renamed');
    expect(renamedEntry).toMatchObject({
      subject: { type: 'category', label: 'Saws & Blades' },
      before: { name: 'Saws' },
      after: { name: 'Saws & Blades' },
    });
    // Saws kept its place; the other two moved.
    expect((await activity('category.moved')).map((e) => e.subject.label).sort()).toEqual([
      'Drills & Drivers',
      'Uncategorised',
    ]);
    expect((await activity('category.deleted'))[0]).toMatchObject({
      subject: { label: 'Saws & Blades' },
      before: { slug: 'saws' },
    });
  });

  it('refuses a name that is empty, taken, or has no letters, naming the field', async () => {
    for (const [name, status, message] of [
      ['', 400, categoryMessages.nameRequired],
      ['drills & DRIVERS', 409, categoryMessages.nameTaken],
      ['Drills and Drivers', 409, categoryMessages.nameTaken],
      ['!!!', 400, categoryMessages.nameNoLetters],
      ['a'.repeat(61), 400, categoryMessages.nameTooLong],
    ] as const) {
      const res = await call('POST', '/categories', { name });
      expect(res.statusCode, name).toBe(status);
      expect(res.json()).toMatchObject({ message: message, field: 'name' });
    }
    expect((await call('PATCH', '/categories/nope', { name: 'X' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/categories/drills-and-drivers', { name: 'Uncategorised' })).statusCode,
    ).toBe(409);
  });

  it('keeps the order request whole: every slug exactly once', async () => {
    for (const slugs of [['uncategorised'], ['uncategorised', 'uncategorised'], ['uncategorised', 'nope']]) {
      const res = await call('PUT', '/categories/order', { slugs });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: categoryMessages.orderMismatch, field: 'slugs' });
    }
  });

  it('refuses to delete a category in use unless its tools are moved, and moves them in one go', async () => {
    await call('POST', '/categories', { name: 'Grinders' });
    const a = await createProduct(t.app.db, { categorySlug: 'grinders' });
    await createProduct(t.app.db, { categorySlug: 'grinders' });
    // A deleted product still names its category; it does not keep the category from going.
    await createProduct(t.app.db, { categorySlug: 'grinders', deletedAt: new Date() });

    const refused = await call('DELETE', '/categories/grinders');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: categoryMessages.inUse });
    expect((await list()).find((c: { slug: string }) => c.slug === 'grinders')).toMatchObject({ count: 2 });

    const unknownTarget = await call('DELETE', '/categories/grinders?moveTo=nowhere');
    expect(unknownTarget.statusCode).toBe(400);
    expect(unknownTarget.json()).toMatchObject({ field: 'moveTo' });
    expect((await call('DELETE', '/categories/grinders?moveTo=grinders')).statusCode).toBe(400);

    const moved = await call('DELETE', '/categories/grinders?moveTo=drills-and-drivers');
    expect(moved.json()).toEqual({ acknowledged: true, deletedCount: 1, moved: 2 });
    const product = await t.app.inject({ method: 'GET', url: `/api/product/${a.id}` });
    expect(product.json().category).toBe('drills-and-drivers');
    expect((await list()).find((c: { slug: string }) => c.slug === 'drills-and-drivers')).toMatchObject({
      count: 2,
    });
    expect((await activity('category.deleted'))[0]).toMatchObject({
      after: { movedTo: 'drills-and-drivers', products: 2 },
    });
  });

  it('never deletes Uncategorised, where tools without a category go', async () => {
    const res = await call('DELETE', '/categories/uncategorised?moveTo=drills-and-drivers');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: categoryMessages.defaultKept });
    expect((await call('DELETE', '/categories/nope')).statusCode).toBe(404);
  });

  it('shows a category changed outside the app in the cached list and facets (its trigger announces it)', async () => {
    const facets = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products/facets' })).json().categories as {
        name: string;
      }[];
    expect((await list()).map((c: { name: string }) => c.name)).toContain('Drills & Drivers');
    expect((await facets()).map((c) => c.name)).toContain('Drills & Drivers');
    await t.app.db
      .update(categories)
      .set({ name: 'Drills, Drivers' })
      .where(eq(categories.slug, 'drills-and-drivers'));
    const deadline = Date.now() + 2_000;
    while (!(await list()).some((c: { name: string }) => c.name === 'Drills, Drivers')) {
      if (Date.now() > deadline) throw new Error('the cache still served the old name');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await facets()).map((c) => c.name)).toContain('Drills, Drivers');
    await call('PATCH', '/categories/drills-and-drivers', { name: 'Drills & Drivers' });
  });

  it('is for admins only', async () => {
    const asBuyer = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: buyer.headers, ...(payload ? { payload } : {}) });
    expect((await asBuyer('POST', '/categories', { name: 'Mine' })).statusCode).toBe(403);
    expect((await asBuyer('PATCH', '/categories/uncategorised', { name: 'Mine' })).statusCode).toBe(403);
    expect((await asBuyer('PUT', '/categories/order', { slugs: [] })).statusCode).toBe(403);
    expect((await asBuyer('DELETE', '/categories/drills-and-drivers')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/categories', payload: { name: 'Anon' } })).statusCode,
    ).toBe(401);
    expect((await t.app.db.select().from(categories)).map((c) => c.name)).not.toContain('Mine');
  });

  it('puts an added or edited product in the category named, and refuses an unknown one', async () => {
    const product = {
      name: 'Categorised Driver',
      model: 'IV-CAT1',
      price: 99,
      quantity: 100,
      minOrder: 1,
      image: imageUrl,
    };
    const plain = await call('POST', '/addProduct', product);
    expect(plain.statusCode, plain.body).toBe(201);
    const plainId = plain.json().insertedId;
    expect((await call('GET', `/product/${plainId}`)).json().category).toBe('uncategorised');

    // A model names one tool: each added here has its own.
    const placed = await call('POST', '/addProduct', {
      ...product,
      model: 'IV-CAT2',
      category: 'drills-and-drivers',
    });
    expect((await call('GET', `/product/${placed.json().insertedId}`)).json().category).toBe(
      'drills-and-drivers',
    );

    const unknown = await call('POST', '/addProduct', { ...product, model: 'IV-CAT3', category: 'no-such' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: categoryMessages.unknown, field: 'category' });

    const edited = await call('PATCH', `/product/${plainId}`, { category: 'drills-and-drivers' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().category).toBe('drills-and-drivers');
    const [entry] = await activity('product.edited');
    expect(entry).toMatchObject({
      before: { category: 'uncategorised' },
      after: { category: 'drills-and-drivers' },
    });

    const badEdit = await call('PATCH', `/product/${plainId}`, { category: 'no-such' });
    expect(badEdit.statusCode).toBe(422);
    expect(badEdit.json()).toMatchObject({ field: 'category' });
    expect((await call('GET', `/product/${plainId}`)).json().category).toBe('drills-and-drivers');
  });
});
