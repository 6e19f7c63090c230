import type { User } from '@ironvolt/shared/accounts';
import type { Product } from '@ironvolt/shared/catalog';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderForm } from '@/features/orders/components/order-form';
import { fakeApi, on } from '@/testing/fake-api';

const drill: Product = {
  _id: 'p-1',
  name: 'Cordless Drill',
  model: 'CD-18',
  image: '/api/images/1',
  description: 'A drill.',
  quantity: 200,
  price: 12.99,
  minOrder: 10,
  weightKg: 2.5,
  serialized: false,
  priceTiers: [{ minAmount: 50, price: 11 }],
  category: 'drills',
  slug: 'cordless-drill',
  attributes: [],
  images: ['/api/images/1'],
};

const buyer: User = {
  _id: 'u-1',
  name: 'Pat Buyer',
  email: 'pat@example.com',
  phoneNo: '+1 555 0100',
  emailVerified: true,
  oidcOnly: false,
  address: { streetAddress: '1 Main Street', state: 'IL', country: 'USA' },
  social: { linkedin: '', twitter: '' },
};

function renderForm({
  taxRatePercent = 0,
  user = buyer,
  account,
}: {
  taxRatePercent?: number;
  user?: Parameters<typeof OrderForm>[0]['user'];
  account?: Parameters<typeof OrderForm>[0]['account'];
} = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['config'], { shopName: 'Ironvolt', publicUrl: '', careersEmail: '', taxRatePercent });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderForm
          product={drill}
          user={user}
          account={account}
          addToCart={({ disabled }) => (
            <button type="button" disabled={disabled}>
              Add to cart
            </button>
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    amount: screen.getByLabelText(/Amount/),
    buyNow: screen.getByRole('button', { name: /Buy Now/i }),
  };
}

afterEach(cleanup);

// Keys typed without a pause between them: what the form does with them is the test, not the typing's pace.
const userEvent = userEventLibrary.setup({ delay: null });

describe('the order form', { timeout: 20_000 }, () => {
  it('starts at the minimum order, priced at the product price', () => {
    const { amount, buyNow } = renderForm();
    expect(amount).toHaveProperty('value', '10');
    expect(screen.getByRole('status').textContent).toContain('$129.90');
    expect(buyNow).toHaveProperty('disabled', false);
  });

  it('refuses an amount below the minimum order with its message, and Buy Now and Add to cart wait', async () => {
    const { amount, buyNow } = renderForm();
    await userEvent.clear(amount);
    await userEvent.type(amount, '9');
    expect(screen.getByText(orderMessages.amountBelowMin(10))).toBeTruthy();
    expect(buyNow).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
  });

  it('refuses more than is in stock, and an empty amount', async () => {
    const { amount, buyNow } = renderForm();
    await userEvent.clear(amount);
    expect(screen.getByText(orderMessages.amountEmpty)).toBeTruthy();
    await userEvent.type(amount, '201');
    expect(screen.getByText(orderMessages.amountAboveStock(200))).toBeTruthy();
    expect(buyNow).toHaveProperty('disabled', true);
  });

  it('prices from the volume tier the amount reaches, and adds the tax once', async () => {
    const { amount } = renderForm({ taxRatePercent: 19 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '49');
    expect(screen.getByRole('status').textContent).toContain('$757.45'); // 49 × 12.99 = 636.51, + 120.94 tax
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    expect(screen.getByRole('status').textContent).toContain('$654.50'); // 50 × 11.00 = 550.00, + 104.50 tax
    expect(screen.getByText('$11.00 per piece')).toBeTruthy();
    expect(screen.getByText('$550.00 + tax 19%: $104.50')).toBeTruthy();
  });

  it('adds no tax for a member of a tax-exempt company, and says so', async () => {
    const { amount } = renderForm({
      taxRatePercent: 19,
      user: { ...buyer, company: { role: 'buyer', status: 'approved', taxExempt: true } },
    });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    expect(screen.getByRole('status').textContent).toContain('$550.00');
    expect(screen.getByText('Tax exempt')).toBeTruthy();
    expect(screen.queryByText(/\+ tax 19%/)).toBeNull();
  });

  it('sends the optional PO number and note with Buy Now, and leaves out empty ones', async () => {
    const calls = fakeApi(
      on('POST', '/addOrder', () => ({
        status: 201,
        body: {
          acknowledged: true,
          insertedId: 'o-1',
          orderNumber: 1042,
          totalPrice: 129.9,
          status: 'unpaid',
        },
      })),
      on('GET', /.*/, () => ({ body: [] })),
    );
    const { buyNow } = renderForm();
    await userEvent.type(screen.getByLabelText('PO number (optional)'), '  PO-2026-0107 ');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Deliver to gate 3.');
    await userEvent.click(buyNow);
    expect(await screen.findByRole('heading', { name: /is placed/ })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productId: 'p-1',
      amount: 10,
      name: 'Pat Buyer',
      phoneNo: '+1 555 0100',
      address: expect.any(String),
      poNumber: 'PO-2026-0107',
      note: 'Deliver to gate 3.',
    });

    cleanup();
    const again = fakeApi(
      on('POST', '/addOrder', () => ({
        status: 201,
        body: {
          acknowledged: true,
          insertedId: 'o-2',
          orderNumber: 1043,
          totalPrice: 129.9,
          status: 'unpaid',
        },
      })),
      on('GET', /.*/, () => ({ body: [] })),
    );
    const second = renderForm();
    await userEvent.type(screen.getByLabelText('Note (optional)'), '   ');
    await userEvent.click(second.buyNow);
    await screen.findByRole('heading', { name: /is placed/ });
    const body = again.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('poNumber');
    expect(body).not.toHaveProperty('note');
  });

  it('shows the server’s refusal of the PO number under that field', async () => {
    fakeApi(
      on('POST', '/addOrder', () => ({
        status: 400,
        body: { message: 'The PO number cannot hold control characters', field: 'poNumber' },
      })),
      on('GET', /.*/, () => ({ body: [] })),
    );
    const { buyNow } = renderForm();
    const po = screen.getByLabelText('PO number (optional)');
    await userEvent.type(po, 'PO-1');
    await userEvent.click(buyNow);
    expect(await screen.findByText('The PO number cannot hold control characters')).toBeTruthy();
    expect(po.getAttribute('aria-invalid')).toBe('true');
  });

  it('buys on account when chosen: confirmed with its due date and invoice, no card payment offered', async () => {
    const calls = fakeApi(
      on('POST', '/addOrder', () => ({
        status: 201,
        body: {
          acknowledged: true,
          insertedId: 'o-5',
          orderNumber: 1050,
          totalPrice: 129.9,
          status: 'confirmed',
        },
      })),
      on('GET', '/order/o-5', () => ({
        body: {
          _id: 'o-5',
          orderNumber: 1050,
          email: buyer.email,
          name: buyer.name,
          phoneNo: '+1 555 0100',
          address: '1 Main Street, IL, USA',
          productId: drill._id,
          productName: drill.name,
          amount: 10,
          unitPrice: 12.99,
          totalPrice: 129.9,
          taxRatePercent: 0,
          tax: 0,
          shipping: 0,
          shippingTax: 0,
          weightKg: 25,
          lines: [],
          status: 'confirmed',
          createdAt: '2026-12-07T10:00:00.000Z',
          invoiceNumber: 'INV-2026-000050',
          payment: {
            method: 'account',
            dueDate: '2027-01-06',
            amountPaid: 0,
            balance: 129.9,
            overdue: false,
            payments: [],
          },
          history: [],
        },
      })),
    );
    const { buyNow } = renderForm({ account: { paymentTermsDays: 30, availableCredit: 50_000 } });
    expect(screen.getByRole('group', { name: 'Payment' }).textContent).toContain(
      'Available credit: $50,000.00',
    );
    await userEvent.click(screen.getByLabelText(/Pay on account \(Net 30\)/));
    await userEvent.click(buyNow);
    expect(await screen.findByText('Jan 6, 2027')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Invoice\s*INV-2026-000050/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ payment: 'account' });
  });

  it('shows the refusal of an overdue invoice under the payment choice', async () => {
    const refusal = orderMessages.invoiceOverdue('INV-2026-000007');
    fakeApi(on('POST', '/addOrder', () => ({ status: 409, body: { message: refusal, field: 'payment' } })));
    const { buyNow } = renderForm({ account: { paymentTermsDays: 30, availableCredit: 100 } });
    await userEvent.click(screen.getByLabelText(/Pay on account/));
    await userEvent.click(buyNow);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(screen.getByRole('group', { name: 'Payment' }).contains(alert)).toBe(true);
  });
});
