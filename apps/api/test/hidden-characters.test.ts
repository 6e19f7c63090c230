import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from './digest.ts';
import { createProduct } from './factories.ts';
import {
  build,
  databaseKinds,
  login,
  nextAddress,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from './helper.ts';
import { uploadTestImage } from './multipart.ts';

/** What issue 45 found in names, addresses and notes: text that reads backwards, or that hides. */
const RLO = '\u202E';
const ZWSP = '\u200B';
const LINE_SEPARATOR = '\u2028';

const refusal = (field: string, character: string) =>
  expect.objectContaining({
    field,
    message: expect.stringMatching(
      new RegExp(
        `holds an invisible or direction-changing character \\(${character.replace('+', '\\+')}\\)$`,
      ),
    ),
  });

describe.each(databaseKinds)('text that hides or turns its direction (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let imageUrl: string;

  beforeAll(async () => {
    t = await build(kind, {
      config: { orders: { holdHours: 48, maxUnpaidPerCustomer: 50, sweepSeconds: 3600 } },
    });
    admin = await signIn(t.app, 'admin');
    customer = await signIn(t.app, 'customer');
    imageUrl = await uploadTestImage(t.app, admin.headers);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, who: SignedIn | undefined, payload: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, payload, remoteAddress: nextAddress() });

  /** The request is refused with 400 naming `field` and the character, and nothing is written. */
  const expectRefused = async (
    request: () => ReturnType<typeof send>,
    field: string,
    character: string,
  ): Promise<void> => {
    const before = await databaseDigest(t.app.db);
    const res = await request();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refusal(field, character));
    expect(await databaseDigest(t.app.db)).toEqual(before);
  };

  it('refuses a checkout whose name, phone, address, PO number or note holds one, naming the field', async () => {
    const tool = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    expect((await send('PUT', `/api/cart/${tool.id}`, customer, { amount: 2 })).statusCode).toBe(200);
    const delivery = { name: 'Dana Dealer', phone: '+1 555 0100', address: '1 Depot Way, Springfield' };
    const cases: [object, string, string][] = [
      [{ ...delivery, address: `1 Depot Way ${RLO}dleifgnirpS` }, 'address', 'U+202E'],
      [{ ...delivery, name: `Dana${ZWSP}Dealer` }, 'name', 'U+200B'],
      [{ ...delivery, phone: '+1 555\u2066 0100' }, 'phone', 'U+2066'],
      [{ ...delivery, poNumber: `PO-1${LINE_SEPARATOR}2` }, 'poNumber', 'U+2028'],
      [{ ...delivery, note: 'Leave at the gate\u061C' }, 'note', 'U+061C'],
      [{ ...delivery, note: 'Ring\uFEFF twice' }, 'note', 'U+FEFF'],
    ];
    for (const [body, field, character] of cases)
      await expectRefused(() => send('POST', '/api/checkout', customer, body), field, character);
    // The form's words: the field as the checkout labels it.
    const named = await send('POST', '/api/checkout', customer, { ...delivery, address: `x${RLO}y` });
    expect(named.json().message).toBe(
      'The address holds an invisible or direction-changing character (U+202E)',
    );

    const placed = await send('POST', '/api/checkout', customer, delivery);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses one in the fields of Buy Now', async () => {
    const tool = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    const order = { productId: tool.id, amount: 1 };
    await expectRefused(
      () => send('POST', '/api/addOrder', customer, { ...order, address: `Main St ${RLO}01` }),
      'address',
      'U+202E',
    );
    await expectRefused(
      () => send('POST', '/api/addOrder', customer, { ...order, phoneNo: `555${ZWSP}0100` }),
      'phoneNo',
      'U+200B',
    );
    await expectRefused(
      () => send('POST', '/api/addOrder', customer, { ...order, name: `Robin${LINE_SEPARATOR}Admin` }),
      'name',
      'U+2028',
    );
    expect((await send('POST', '/api/addOrder', customer, { ...order, name: 'Robin' })).statusCode).toBe(201);
  });

  it("refuses one in a profile's name, phone and address, nested or flat, and in a new account's name", async () => {
    const url = `/api/updateUser/${customer.user.id}`;
    await expectRefused(() => send('PUT', url, customer, { name: `Sam ${RLO}nimda` }), 'name', 'U+202E');
    await expectRefused(
      () => send('PUT', url, customer, { name: 'Sam', phoneNo: `+1${ZWSP}555` }),
      'phoneNo',
      'U+200B',
    );
    await expectRefused(
      () => send('PUT', url, customer, { name: 'Sam', address: { streetAddress: `2 Elm${RLO} St` } }),
      'address.streetAddress',
      'U+202E',
    );
    await expectRefused(
      () => send('PUT', url, customer, { name: 'Sam', country: `Ice\u00ADland` }),
      'country',
      'U+00AD',
    );
    await expectRefused(() => send('PUT', '/api/users', customer, { name: `Sam${ZWSP}` }), 'name', 'U+200B');
    await expectRefused(
      () =>
        send('POST', '/api/register', undefined, {
          name: `Eve ${RLO}`,
          email: 'eve.hidden@example.com',
          password: 'a fine password',
        }),
      'name',
      'U+202E',
    );
  });

  it('refuses one in a review', async () => {
    await expectRefused(
      () => send('POST', '/api/addReview', customer, { review: '5', detaisReview: `Great ${RLO}llird` }),
      'detaisReview',
      'U+202E',
    );
  });

  it("refuses one in a product's name, model, description and specifications, added or edited", async () => {
    const product = {
      name: 'Hidden Test Drill',
      description: 'Drills.',
      price: 10,
      quantity: 50,
      minOrder: 1,
    };
    const add = (change: object) =>
      send('POST', '/api/addProduct', admin, { ...product, model: 'HT-1', image: imageUrl, ...change });
    await expectRefused(() => add({ name: `Drill ${RLO}0081` }), 'name', 'U+202E');
    await expectRefused(() => add({ model: `HT${ZWSP}-1` }), 'model', 'U+200B');
    await expectRefused(() => add({ description: `Drills${LINE_SEPARATOR}well.` }), 'description', 'U+2028');
    await expectRefused(
      () => add({ attributes: [{ name: 'Weight', value: `${RLO}gk 2` }] }),
      'attributes.0.value',
      'U+202E',
    );
    const added = await add({});
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().insertedId;
    await expectRefused(
      () => send('PATCH', `/api/product/${id}`, admin, { name: `Drill\u2067 1800` }),
      'name',
      'U+2067',
    );
  });

  it("refuses one in a category's name and in an order's carrier", async () => {
    await expectRefused(
      () => send('POST', '/api/categories', admin, { name: `Saws ${RLO}` }),
      'name',
      'U+202E',
    );
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(categories.map((c: { name: string }) => c.name)).not.toContain(`Saws ${RLO}`);

    const tool = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    const orderId = (await send('POST', '/api/addOrder', customer, { productId: tool.id, amount: 1 })).json()
      .insertedId;
    expect((await payByTestCard(t.app, customer, orderId)).statusCode).toBe(200);
    await expectRefused(
      () =>
        send('PATCH', `/api/order/${orderId}/status`, admin, {
          status: 'shipped',
          carrier: 'UPS',
          trackingNumber: `1Z${ZWSP}999`,
        }),
      'trackingNumber',
      'U+200B',
    );
  });

  it('keeps a password as it is typed: one holding U+200B or U+202E registers and signs in', async () => {
    const password = `open${ZWSP}sesame${RLO}!`;
    const registered = await send('POST', '/api/register', undefined, {
      name: 'Pat Password',
      email: 'pat.password@example.com',
      password,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(await login(t.app, 'pat.password@example.com', password)).toEqual(expect.any(String));
  });

  it('keeps the joiners that join: an emoji sequence, a Persian word and a Hindi conjunct', async () => {
    const url = `/api/updateUser/${customer.user.id}`;
    for (const name of ['Ana 👩‍💻', 'می‌خواهم', 'क्‍ष', 'Иван Петров', 'שרה כהן']) {
      const res = await send('PUT', url, customer, { name });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    // Beside ASCII a joiner joins nothing, and only hides.
    await expectRefused(() => send('PUT', url, customer, { name: 'Pay\u200Dpal' }), 'name', 'U+200D');
  });
});
