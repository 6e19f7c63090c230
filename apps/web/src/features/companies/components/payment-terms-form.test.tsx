import { type Company, companyMessages } from '@ironvolt/shared/companies';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentTermsForm, termsSummary } from '@/features/companies/components/payment-terms-form';
import { fakeApi, on } from '@/testing/fake-api';

const company: Company = {
  _id: 'c-1',
  name: 'Acme Fasteners',
  status: 'approved',
  phone: '+1 555 0101',
  address: { line1: '1 Bolt Street', city: 'Dayton', postalCode: '45402', region: 'OH', country: 'US' },
  taxExempt: false,
  paymentTermsDays: 0,
  creditLimit: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  applicant: null,
  memberCount: 2,
};

const detail = (changes: Partial<Company>) => ({
  ...company,
  ...changes,
  members: [],
  addresses: [],
  invitations: [],
});

function renderForm(of: Company = company) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <PaymentTermsForm company={of} />
    </QueryClientProvider>,
  );
}

const limitField = () => screen.getByLabelText('Credit limit (dollars)');
const save = () => screen.getByRole('button', { name: 'Save terms' });

afterEach(cleanup);

// Keys typed without a pause between them: what the form does with them is the test, not the typing's pace.
const userEvent = userEventLibrary.setup({ delay: null });

describe('the payment terms form', { timeout: 20_000 }, () => {
  it('reads the terms as people say them', () => {
    expect(termsSummary(company)).toBe('Card only');
    expect(termsSummary({ paymentTermsDays: 30, creditLimit: 50_000 })).toBe(
      'Net 30, credit limit $50,000.00',
    );
  });

  it('saves the terms and the limit in dollars together', async () => {
    const calls = fakeApi(
      on('PATCH', '/companies/c-1', ({ body }) => ({ body: detail(body as Partial<Company>) })),
    );
    renderForm();
    expect(screen.getByText('Now: Card only')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Payment terms'), 'Net 30');
    await userEvent.clear(limitField());
    await userEvent.type(limitField(), '$50,000.50');
    await userEvent.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/companies/c-1',
      body: { paymentTermsDays: 30, creditLimit: 50_000.5 },
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    fakeApi(
      on('PATCH', '/companies/c-1', () => ({
        status: 400,
        body: { message: companyMessages.creditLimitRange, field: 'creditLimit' },
      })),
    );
    renderForm();
    await userEvent.clear(limitField());
    await userEvent.type(limitField(), '-5');
    await userEvent.click(save());
    await waitFor(() => expect(limitField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(companyMessages.creditLimitRange)).toBeTruthy();
  });

  it('does not send a limit that is no number, and says why', async () => {
    const calls = fakeApi();
    renderForm({ ...company, paymentTermsDays: 30, creditLimit: 1000 });
    expect(limitField()).toHaveProperty('value', '1000');
    await userEvent.clear(limitField());
    await userEvent.type(limitField(), 'lots');
    await userEvent.click(save());
    expect(screen.getByText(companyMessages.creditLimitRange)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
