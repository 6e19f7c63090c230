import { productMessages } from '@ironvolt/shared/admin';
import { uploadMessages } from '@ironvolt/shared/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddProductForm } from '@/features/catalog/components/add-product-form';
import { type ApiCall, fakeApi, on } from '@/testing/fake-api';

const categories = [
  { slug: 'uncategorised', name: 'Uncategorised', count: 0 },
  { slug: 'drills', name: 'Drills', count: 4 },
];

const catalogRoutes = [
  on('GET', '/categories', () => ({ body: categories })),
  on('POST', '/upload', () => ({ body: { success: true, data: { url: '/api/images/new-1' } } })),
];

beforeAll(() => {
  // jsdom draws no pictures: the drop zone's preview asks for a URL of the chosen file.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

function renderForm() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AddProductForm />
    </QueryClientProvider>,
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'drill.png', { type: 'image/png' });

async function fillIn({ image = png() }: { image?: File } = {}) {
  await userEvent.type(screen.getByLabelText('Name'), 'Cordless Drill');
  await userEvent.type(screen.getByLabelText('Model'), 'CD-18');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'drills');
  await userEvent.type(screen.getByLabelText('Price (dollars per piece)'), '12.50');
  await userEvent.type(screen.getByLabelText('Quantity (pieces in stock)'), '400');
  await userEvent.type(screen.getByLabelText('Minimum order (pieces)'), '10');
  await userEvent.type(screen.getByLabelText('Description'), 'An 18 V drill.');
  await userEvent.upload(screen.getByLabelText('Image'), image);
}

const addProduct = () => userEvent.click(screen.getByRole('button', { name: 'Add product' }));
const sent = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

afterEach(cleanup);

// Keys typed without a pause between them: what the component does with them is the test, not the typing's pace.
// Any file may be chosen, as a drop may bring one the input's `accept` would not offer.
const userEvent = userEventLibrary.setup({ delay: null, applyAccept: false });

describe('the add-product form', { timeout: 20_000 }, () => {
  it('names every missing field, sends nothing and puts the cursor in the first', async () => {
    const calls = fakeApi(...catalogRoutes);
    renderForm();
    await addProduct();
    expect(await screen.findByText(productMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(productMessages.modelRequired)).toBeTruthy();
    expect(screen.getByText(productMessages.priceInvalid)).toBeTruthy();
    expect(screen.getByText(productMessages.imageRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(sent(calls)).toEqual([]);
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    const calls = fakeApi(...catalogRoutes);
    renderForm();
    await fillIn({ image: new File(['%PDF-1.7'], 'price-list.pdf', { type: 'application/pdf' }) });
    await addProduct();
    expect(await screen.findByText(uploadMessages.wrongType)).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('uploads the image, then adds the tool with it, and empties the form for the next', async () => {
    const calls = fakeApi(
      ...catalogRoutes,
      on('POST', '/addProduct', () => ({ status: 201, body: { acknowledged: true, insertedId: 'p-9' } })),
    );
    renderForm();
    await fillIn();
    await userEvent.type(screen.getByLabelText('Shipping weight in kg (optional)'), '2.35');
    await addProduct();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', ''));
    const [upload, add] = sent(calls);
    expect(upload?.path).toBe('/upload');
    expect((upload?.body as FormData | undefined)?.get('image')).toBeInstanceOf(File);
    expect(add).toMatchObject({
      method: 'POST',
      path: '/addProduct',
      body: {
        name: 'Cordless Drill',
        model: 'CD-18',
        category: 'drills',
        price: 12.5,
        quantity: 400,
        minOrder: 10,
        weightKg: 2.35,
        description: 'An 18 V drill.',
        image: '/api/images/new-1',
        images: ['/api/images/new-1'],
      },
    });
  });

  it("shows the server's refusal under the field it names and keeps what was typed", async () => {
    fakeApi(
      ...catalogRoutes,
      on('POST', '/addProduct', () => ({
        status: 409,
        body: { message: productMessages.modelTaken, field: 'model' },
      })),
    );
    renderForm();
    await fillIn();
    await addProduct();
    expect(await screen.findByText(productMessages.modelTaken)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Model'));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Cordless Drill');
  });
});
