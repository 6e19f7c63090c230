import type { OrderDetail } from '@ironvolt/shared/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderPaymentsAdmin } from '@/features/orders/components/order-payments-admin';

const onAccount: OrderDetail = {
  _id: 'o-1',
  orderNumber: 1042,
  email: 'bruno@example.com',
  name: 'Bruno Buyer',
  phoneNo: '',
  address: '55 Kiln Street',
  productId: 'p-1',
  productName: 'Cordless Drill',
  amount: 10,
  unitPrice: 100,
  totalPrice: 1000,
  taxRatePercent: 0,
  tax: 0,
  shipping: 0,
  shippingTax: 0,
  weightKg: 0,
  lines: [
    {
      productId: 'p-1',
      productName: 'Cordless Drill',
      model: 'CD-18',
      unitPrice: 100,
      amount: 10,
      lineTotal: 1000,
    },
  ],
  status: 'shipped',
  createdAt: '2026-10-01T09:00:00.000Z',
  invoiceNumber: 'INV-2026-000042',
  history: [
    { status: 'confirmed', at: '2026-10-01T09:00:00.000Z' },
    { status: 'shipped', at: '2026-10-02T09:00:00.000Z' },
  ],
  payment: {
    method: 'account',
    dueDate: '2026-10-31',
    amountPaid: 400,
    balance: 600,
    overdue: true,
    payments: [
      {
        _id: 'pay-1',
        kind: 'received',
        amount: 400,
        reference: 'TRF-1',
        receivedAt: '2026-10-10T00:00:00.000Z',
        reversed: false,
      },
      {
        _id: 'pay-2',
        kind: 'received',
        amount: 250,
        reference: 'TRF-2',
        receivedAt: '2026-10-12T00:00:00.000Z',
        reversed: true,
      },
    ],
  },
};

function renderPanel(order: OrderDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrderPaymentsAdmin order={order} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("the admin's payment panel of an order", () => {
  it('shows an order on account: its dates, money and Overdue in words, and each payment', () => {
    renderPanel(onAccount);
    const panel = screen.getByRole('region', { name: 'Payment on account' });
    expect(panel.textContent).toContain('Invoice dateOct 1, 2026');
    expect(panel.textContent).toContain('Due dateOct 31, 2026');
    expect(panel.textContent).toContain('Amount paid$400.00');
    expect(panel.textContent).toContain('Balance$600.00');
    expect(within(panel).getByText('Overdue')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Record payment' })).toBeTruthy();
    const payments = within(panel).getAllByRole('listitem');
    expect(payments).toHaveLength(2);
    // The reversed payment says so and cannot be reversed again.
    expect(payments[1]?.textContent).toContain('Reversed');
    expect(within(panel).getAllByRole('button', { name: /^Reverse/ })).toHaveLength(1);
    expect(
      within(panel).getByRole('button', { name: /^Reverse\s*the payment of \$400\.00, reference TRF-1$/ }),
    ).toBeTruthy();
  });

  it('offers no payment once the balance is 0', () => {
    renderPanel({
      ...onAccount,
      payment: { ...onAccount.payment, amountPaid: 1000, balance: 0, overdue: false },
    });
    const panel = screen.getByRole('region', { name: 'Payment on account' });
    expect(within(panel).queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(within(panel).getByText('Paid')).toBeTruthy();
  });

  it('shows nothing for an order paid by card', () => {
    const { container } = renderPanel({
      ...onAccount,
      payment: { method: 'card', dueDate: null, amountPaid: 1000, balance: 0, overdue: false, payments: [] },
    });
    expect(container.textContent).toBe('');
  });
});
