import type { OutboxMail } from '@ironvolt/shared/mail';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MailTable } from '@/features/mail/components/mail-table';
import { fakeApi, on } from '@/testing/fake-api';

const mail = (subject: string, changes: Partial<OutboxMail>): OutboxMail => ({
  _id: subject,
  kind: 'notice',
  to: 'dana@example.com',
  subject,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-12-07T10:00:00.000Z',
  sentAt: '2026-12-07T10:00:05.000Z',
  deliveredVia: null,
  nextAttemptAt: null,
  canSendAgain: false,
  ...changes,
});

function renderMailPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/mail']}>
        <MailTable />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the Mail page', { timeout: 20_000 }, () => {
  it('tells per mail whether it went to the mail server or only into the outbox folder', async () => {
    fakeApi(
      on('GET', '/admin/mail?page=1', () => ({
        body: [
          mail('Your order #1042 is on its way', { deliveredVia: 'smtp' }),
          mail('Reset your password', { deliveredVia: 'folder' }),
          mail('Welcome back', {}),
          mail('Payment received', {
            status: 'pending',
            sentAt: null,
            attempts: 0,
            nextAttemptAt: '2026-12-07T10:01:00.000Z',
            canSendAgain: true,
          }),
        ],
      })),
    );
    renderMailPage();
    const list = await screen.findByRole('list', { name: 'Mails' });
    const item = (subject: string) => {
      const found = within(list)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(subject));
      if (!found) throw new Error(`no mail "${subject}" listed`);
      return within(found);
    };
    expect(item('Your order #1042 is on its way').getByText('Sent to the mail server')).toBeTruthy();
    const folder = item('Reset your password');
    expect(folder.getByText('Written to the outbox folder (no mail server set)')).toBeTruthy();
    expect(folder.queryByText('Sent to the mail server')).toBeNull();
    expect(item('Welcome back').getByText('Sent before the way it left was recorded')).toBeTruthy();
    const pending = item('Payment received');
    expect(pending.queryByText(/mail server|outbox folder/)).toBeNull();
    expect(
      pending.getByRole('button', { name: 'Send again: Payment received to dana@example.com' }),
    ).toBeTruthy();
  });
});
