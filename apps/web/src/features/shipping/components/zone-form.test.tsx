import { type ShippingZone, shippingMessages } from '@ironvolt/shared/shipping';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZoneForm } from '@/features/shipping/components/zone-form';
import { fakeApi, on } from '@/testing/fake-api';

const canada: ShippingZone = {
  _id: 'z-ca',
  name: 'Canada',
  countries: ['CA'],
  brackets: [
    { upToKg: 5, price: 15 },
    { upToKg: 30, price: 42.5 },
  ],
  perKg: 1.25,
  freeOverNet: 2500,
};

function renderForm(zone?: ShippingZone) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ZoneForm zone={zone} onSaved={onSaved} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return onSaved;
}

afterEach(cleanup);
const userEvent = userEventLibrary.setup({ delay: null });
/** What a screen reader reads after a field's name: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const bracket = (n: number) => within(screen.getByRole('group', { name: `Bracket ${n}` }));

// Typing by user-event is slow on a loaded machine: the first test, which loads the form's modules, took 20 s there.
describe('the shipping zone form', { timeout: 60_000 }, () => {
  it('refuses brackets whose "up to" does not rise, at the bracket, and sends nothing', async () => {
    const calls = fakeApi();
    renderForm();
    await userEvent.type(screen.getByLabelText('Zone name'), 'Mexico');
    await userEvent.selectOptions(screen.getByLabelText('Add a country'), 'MX');
    await userEvent.click(screen.getByRole('button', { name: 'Add the country' }));
    await userEvent.type(bracket(1).getByLabelText('Up to (kg)'), '10');
    await userEvent.type(bracket(1).getByLabelText('Price ($)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Add a bracket' }));
    await userEvent.type(bracket(2).getByLabelText('Up to (kg)'), '10');
    await userEvent.type(bracket(2).getByLabelText('Price ($)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Add the zone' }));

    const upTo = bracket(2).getByLabelText('Up to (kg)');
    expect(upTo.getAttribute('aria-invalid')).toBe('true');
    expect(description(upTo)).toBe(shippingMessages.bracketsOrder);
    expect(document.activeElement).toBe(upTo);
    expect(bracket(1).getByLabelText('Up to (kg)').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('adds a zone with its countries by name and its prices in dollars', async () => {
    const calls = fakeApi(
      on('POST', '/shipping/zones', (call) => ({
        status: 201,
        body: { _id: 'z-mx', ...(call.body as object) },
      })),
    );
    const onSaved = renderForm();
    await userEvent.type(screen.getByLabelText('Zone name'), 'Mexico');
    await userEvent.selectOptions(screen.getByLabelText('Add a country'), 'Mexico (MX)');
    await userEvent.click(screen.getByRole('button', { name: 'Add the country' }));
    expect(screen.getByRole('list', { name: 'Countries in this zone' }).textContent).toContain('Mexico (MX)');
    await userEvent.type(bracket(1).getByLabelText('Up to (kg)'), '5');
    await userEvent.type(bracket(1).getByLabelText('Price ($)'), '$12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add a bracket' }));
    await userEvent.type(bracket(2).getByLabelText('Up to (kg)'), '20.5');
    await userEvent.type(bracket(2).getByLabelText('Price ($)'), '1,030');
    await userEvent.type(screen.getByLabelText('Price per kg above the last bracket ($)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add the zone' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/shipping/zones',
        body: {
          name: 'Mexico',
          countries: ['MX'],
          brackets: [
            { upToKg: 5, price: 12.5 },
            { upToKg: 20.5, price: 1030 },
          ],
          perKg: 2,
          freeOverNet: null,
        },
      },
    ]);
  });

  it("edits a zone: a removed bracket and free shipping are gone from what is sent, the server's refusal shows at its field", async () => {
    const calls = fakeApi(
      on('PATCH', '/shipping/zones/z-ca', () => ({
        status: 409,
        body: { message: shippingMessages.countryTaken('US', 'United States'), field: 'countries' },
      })),
    );
    const onSaved = renderForm(canada);
    expect(bracket(2).getByLabelText<HTMLInputElement>('Price ($)').value).toBe('42.50');
    await userEvent.click(screen.getByRole('button', { name: 'Remove bracket 1' }));
    await userEvent.clear(screen.getByLabelText('Free shipping over ($, net)'));
    await userEvent.selectOptions(screen.getByLabelText('Add a country'), 'US');
    await userEvent.click(screen.getByRole('button', { name: 'Add the country' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the zone' }));

    await waitFor(() =>
      expect(description(screen.getByLabelText('Add a country'))).toBe(
        shippingMessages.countryTaken('US', 'United States'),
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls[0]?.body).toEqual({
      name: 'Canada',
      countries: ['CA', 'US'],
      brackets: [{ upToKg: 30, price: 42.5 }],
      perKg: 1.25,
      freeOverNet: null,
    });
  });
});
