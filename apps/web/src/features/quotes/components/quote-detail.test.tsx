import type { User } from '@ironvolt/shared/accounts';
import type { QuoteDetail } from '@ironvolt/shared/quotes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteDetailView } from '@/features/quotes/components/quote-detail';
import { fakeApi, on } from '@/testing/fake-api';

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

const drillLine = { productId: 'p-1', name: 'Core Drill', model: 'CD-1', amount: 5, listUnitPrice: 100 };
const sawLine = { productId: 'p-2', name: 'Band Saw', model: 'BS-2', amount: 10, listUnitPrice: 25 };

const requested: QuoteDetail = {
  _id: 'q-1',
  number: 'Q-2026-000007',
  status: 'requested',
  email: 'pat@example.com',
  lineCount: 2,
  total: 750,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  message: 'Thirty in all',
  lines: [drillLine, sawLine],
  history: [{ at: '2026-12-01T10:00:00.000Z', status: 'requested', by: 'buyer', message: 'Thirty in all' }],
};

const offered: QuoteDetail = {
  ...requested,
  status: 'offered',
  total: 650,
  expiresAt: '2026-12-20T23:59:59.999Z',
  lines: [
    { ...drillLine, unitPrice: 90, lineTotal: 450 },
    { ...sawLine, unitPrice: 20, lineTotal: 200 },
  ],
  history: [
    ...requested.history,
    { at: '2026-12-02T10:00:00.000Z', status: 'offered', by: 'shop', message: 'Our best price' },
  ],
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

function renderQuote(quote: QuoteDetail, shop: boolean) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/quote']}>
        <Routes>
          <Route path="/quote" element={<QuoteDetailView quote={quote} user={buyer} shop={shop} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);
const userEvent = userEventLibrary.setup({ delay: null });

describe('a quote', { timeout: 20_000 }, () => {
  it('lets a shop admin offer a price and amount per line until a day, with a message', async () => {
    const calls = fakeApi(on('POST', '/quotes/q-1/offer', () => ({ body: offered })));
    renderQuote(requested, true);
    expect(screen.getByRole('table', { name: 'Tools in quote Q-2026-000007' }).textContent).toContain(
      '$750.00',
    );
    await userEvent.clear(screen.getByLabelText('Unit price of Core Drill ($)'));
    await userEvent.type(screen.getByLabelText('Unit price of Core Drill ($)'), '90');
    await userEvent.clear(screen.getByLabelText('Amount of Band Saw'));
    await userEvent.type(screen.getByLabelText('Amount of Band Saw'), '12');
    await userEvent.clear(screen.getByLabelText('Valid until'));
    await userEvent.type(screen.getByLabelText('Valid until'), '2026-12-20');
    await userEvent.type(screen.getByLabelText('Message to the buyer (optional)'), 'Our best price');
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/quotes/q-1/offer',
      body: {
        lines: [
          { productId: 'p-1', unitPrice: 90, amount: 5 },
          { productId: 'p-2', unitPrice: 25, amount: 12 },
        ],
        expiresAt: '2026-12-20',
        message: 'Our best price',
      },
    });
    // A buyer's answers are not the shop's.
    expect(screen.queryByRole('button', { name: 'Accept and place the order' })).toBeNull();
  });

  it('lets the buyer accept an offer with the delivery details, and goes on to paying the order', async () => {
    const calls = fakeApi(
      on('POST', '/quotes/q-1/accept', () => ({
        status: 201,
        body: { acknowledged: true, insertedId: 'o-9', orderNumber: 1009, totalPrice: 650, status: 'unpaid' },
      })),
    );
    renderQuote(offered, false);
    expect(screen.getByText('“Our best price”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the offer' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Delivery address'), ', Springfield');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and place the order' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/payment/o-9'));
    expect(calls[0]?.body).toMatchObject({ name: 'Pat Buyer', phone: '+1 555 0100', payment: 'card' });
    const sent = calls[0]?.body as { address?: string } | undefined;
    expect(sent?.address).toMatch(/, Springfield$/);
  });

  it('asks for a revision only with words, and declines', async () => {
    const calls = fakeApi(
      on('POST', '/quotes/q-1/revision', () => ({
        status: 400,
        body: { message: 'Say what should change', field: 'message' },
      })),
      on('POST', '/quotes/q-1/decline', () => ({ body: { ...offered, status: 'declined' } })),
    );
    renderQuote(offered, false);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    expect(await screen.findByText('Say what should change')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/quotes/q-1/decline'));
  });
});
