import type { User } from '@ironvolt/shared/accounts';
import type { Cart, CartLine } from '@ironvolt/shared/cart';
import { cartMessages } from '@ironvolt/shared/cart-constants';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartView } from '@/features/cart/components/cart-view';
import { fakeApi, on } from '@/testing/fake-api';

const drill: CartLine = {
  productId: 'p-1',
  name: 'Cordless Drill',
  model: 'CD-18',
  image: '/api/images/1',
  amount: 10,
  unitPrice: 12.99,
  lineTotal: 129.9,
  minOrder: 10,
  price: 12.99,
  priceTiers: [{ minAmount: 50, price: 11 }],
  available: 200,
};

const saw: CartLine = {
  productId: 'p-2',
  name: 'Circular Saw',
  model: 'CS-7',
  image: '/api/images/2',
  amount: 5,
  unitPrice: 40,
  lineTotal: 200,
  minOrder: 5,
  price: 40,
  priceTiers: [],
  available: 30,
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

const cartOf = (...lines: CartLine[]): Cart => ({
  lines,
  total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
});

/** Where the app went after the cart: the path of the page now shown. */
const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

/** Northwind's terms: Net 30 with $50,000 of credit left. */
const net30 = { paymentTermsDays: 30, availableCredit: 50_000 };

/** Where the app went after the cart, and with what state (the order page's confirmation). */
const WhereWithState = () => {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
};

function renderCart(
  cart: Cart,
  { taxRatePercent = 0, account }: { taxRatePercent?: number; account?: typeof net30 } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['config'], { shopName: 'Ironvolt', publicUrl: '', careersEmail: '', taxRatePercent });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/cart']}>
        <Routes>
          <Route path="/dashboard/cart" element={<CartView cart={cart} user={buyer} account={account} />} />
          <Route path="*" element={account ? <WhereWithState /> : <Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountOf = (name: string) => screen.getByLabelText(`Amount of ${name}`);
const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

afterEach(cleanup);

// Keys typed without a pause between them: what the component does with them is the test, not the typing's pace.
const userEvent = userEventLibrary.setup({ delay: null });

describe('the cart', { timeout: 20_000 }, () => {
  it('totals every line with the tax once, and reprices a line at the volume price its amount reaches', async () => {
    fakeApi(on('PUT', /^\/cart\//, () => ({ body: cartOf(drill, saw) })));
    renderCart(cartOf(drill, saw), { taxRatePercent: 10 });
    // 129.90 + 200.00 = 329.90, + 32.99 tax
    expect(screen.getByText('$362.89')).toBeTruthy();
    expect(screen.getByText('$329.90 + tax 10%: $32.99')).toBeTruthy();
    await userEvent.clear(amountOf('Cordless Drill'));
    await userEvent.type(amountOf('Cordless Drill'), '50');
    expect(screen.getByText('$11.00 per piece · from 10 pc')).toBeTruthy();
    // 550.00 + 200.00 = 750.00, + 75.00 tax
    expect(screen.getByText('$825.00')).toBeTruthy();
  });

  it('says what is wrong with an amount below the minimum order, saves nothing and cannot be placed', async () => {
    const calls = fakeApi();
    renderCart(cartOf(drill));
    await userEvent.clear(amountOf('Cordless Drill'));
    await userEvent.type(amountOf('Cordless Drill'), '9');
    expect(screen.getByText(orderMessages.amountBelowMin(10))).toBeTruthy();
    expect(placeOrder()).toHaveProperty('disabled', true);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls).toEqual([]);
  });

  it('saves an amount once typing pauses, and only once', async () => {
    const calls = fakeApi(
      on('PUT', '/cart/p-1', ({ body }) => ({
        body: cartOf({ ...drill, amount: (body as { amount: number }).amount }),
      })),
    );
    renderCart(cartOf(drill));
    await userEvent.clear(amountOf('Cordless Drill'));
    await userEvent.type(amountOf('Cordless Drill'), '60');
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 2000 });
    expect(calls[0]).toEqual({ method: 'PUT', path: '/cart/p-1', body: { amount: 60 } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls).toHaveLength(1);
  });

  it('holds back an out-of-stock line with its message', () => {
    fakeApi();
    renderCart(cartOf(drill, { ...saw, available: 0 }));
    expect(screen.getByText(cartMessages.outOfStock)).toBeTruthy();
    expect(placeOrder()).toHaveProperty('disabled', true);
  });

  it('places the order with the delivery details and PO number, then goes on to paying it', async () => {
    const calls = fakeApi(
      on('POST', '/checkout', () => ({
        status: 201,
        body: {
          acknowledged: true,
          insertedId: 'o-9',
          orderNumber: 1042,
          totalPrice: 129.9,
          status: 'unpaid',
        },
      })),
    );
    renderCart(cartOf(drill));
    expect(screen.getByLabelText('Delivery address')).toHaveProperty('value', '1 Main Street, IL, USA');
    await userEvent.type(screen.getByLabelText(/PO number/), 'PO-77');
    await userEvent.click(placeOrder());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/payment/o-9'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/checkout',
        body: {
          name: 'Pat Buyer',
          phone: '+1 555 0100',
          address: '1 Main Street, IL, USA',
          poNumber: 'PO-77',
        },
      },
    ]);
  });

  it('shows a refusal of the server beside the field it names, and stays on the cart', async () => {
    fakeApi(
      on('POST', '/checkout', () => ({
        status: 400,
        body: { message: 'The phone number is required', field: 'phone' },
      })),
    );
    renderCart(cartOf(drill));
    await userEvent.click(placeOrder());
    expect(await screen.findByText('The phone number is required')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('offers no choice of payment without terms: the order goes on to the card', () => {
    fakeApi();
    renderCart(cartOf(drill));
    expect(screen.queryByRole('group', { name: 'Payment' })).toBeNull();
    expect(screen.queryByLabelText(/Pay on account/)).toBeNull();
  });

  it('places an order on account when chosen and opens its page with the confirmation', async () => {
    const calls = fakeApi(
      on('POST', '/checkout', () => ({
        status: 201,
        body: {
          acknowledged: true,
          insertedId: 'o-7',
          orderNumber: 1043,
          totalPrice: 129.9,
          status: 'confirmed',
        },
      })),
    );
    renderCart(cartOf(drill), { account: net30 });
    const choice = screen.getByRole('group', { name: 'Payment' });
    expect(choice.textContent).toContain('Available credit: $50,000.00');
    expect(screen.getByLabelText(/Pay by card/)).toHaveProperty('checked', true);
    await userEvent.click(screen.getByLabelText(/Pay on account \(Net 30\)/));
    await userEvent.click(placeOrder());
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/dashboard/my-orders/o-7 {"placedOnAccount":true}',
      ),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/checkout', body: { payment: 'account' } });
  });

  it('shows the refusal of the credit limit under the payment choice and stays on the cart', async () => {
    const refusal = orderMessages.creditExceeded('$120.00');
    fakeApi(on('POST', '/checkout', () => ({ status: 409, body: { message: refusal, field: 'payment' } })));
    renderCart(cartOf(drill), { account: net30 });
    await userEvent.click(screen.getByLabelText(/Pay on account/));
    await userEvent.click(placeOrder());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(screen.getByRole('group', { name: 'Payment' }).contains(alert)).toBe(true);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('sends no payment field when the card stays chosen', async () => {
    const calls = fakeApi(
      on('POST', '/checkout', () => ({
        status: 201,
        body: {
          acknowledged: true,
          insertedId: 'o-8',
          orderNumber: 1044,
          totalPrice: 129.9,
          status: 'unpaid',
        },
      })),
    );
    renderCart(cartOf(drill), { account: net30 });
    await userEvent.click(placeOrder());
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toMatch(/^\/dashboard\/payment\/o-8/),
    );
    expect(calls[0]?.body).not.toHaveProperty('payment');
  });
});
