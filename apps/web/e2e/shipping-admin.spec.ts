import { shippingMessages } from '@ironvolt/shared/shipping';
import type { Page } from '@playwright/test';
import { toast, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';

const zoneCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const bracket = (page: Page, n: number) => page.getByRole('group', { name: `Bracket ${n}` });

test.describe('the Shipping page', () => {
  // The US refused in the edited zone (it is in another zone) is the browser's logged 409, on purpose.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a shop admin adds a shipping zone with two brackets, edits it, sees it listed, and deletes it', async ({
    page,
    loginAs,
    visit,
    checkA11y,
  }, testInfo) => {
    test.slow();
    // Both projects run on one database, and a country is in one zone at most: the phone ships to Mexico's neighbour.
    const country =
      testInfo.project.name === 'phone' ? { code: 'GT', name: 'Guatemala' } : { code: 'MX', name: 'Mexico' };
    const name = uniqueName(`E2E ${country.name}`);
    await loginAs('admin');
    await visit('/dashboard/shipping');
    // The demo zones are listed with their rates.
    await expect(zoneCard(page, 'United States')).toContainText('United States (US)');
    await expect(zoneCard(page, 'United States')).toContainText('Up to 30 kg: $65.00');
    await expect(zoneCard(page, 'United States')).toContainText('Free over $2,500.00 net');

    await page.getByRole('button', { name: 'Add a shipping zone' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Add a shipping zone' })).toBeVisible();
    await page.getByLabel('Zone name').fill(name);
    await page.getByLabel('Add a country').selectOption(country.code);
    await page.getByRole('button', { name: 'Add the country' }).click();
    await expect(page.getByRole('list', { name: 'Countries in this zone' })).toHaveText(
      `${country.name} (${country.code})×`,
    );
    await bracket(page, 1).getByLabel('Up to (kg)').fill('10');
    await bracket(page, 1).getByLabel('Price ($)').fill('19.90');
    await page.getByRole('button', { name: 'Add a bracket' }).click();
    // A second bracket that does not go past the first is refused there, before anything is sent.
    await bracket(page, 2).getByLabel('Up to (kg)').fill('10');
    await bracket(page, 2).getByLabel('Price ($)').fill('34.50');
    await page.getByRole('button', { name: 'Add the zone' }).click();
    await expect(bracket(page, 2).getByText(shippingMessages.bracketsOrder)).toBeVisible();
    await expect(bracket(page, 2).getByLabel('Up to (kg)')).toBeFocused();
    await checkA11y('a bracket refused');
    // Typed and sent from the keyboard.
    await bracket(page, 2).getByLabel('Up to (kg)').fill('25');
    await page.getByLabel('Price per kg above the last bracket ($)').fill('2.25');
    await page.getByLabel('Price per kg above the last bracket ($)').press('Enter');
    await expect(toast(page, `${name}: added`)).toBeVisible();

    const card = zoneCard(page, name);
    await expect(card).toContainText(`${country.name} (${country.code})`);
    await expect(card).toContainText('Up to 10 kg: $19.90');
    await expect(card).toContainText('Up to 25 kg: $34.50');
    await expect(card).toContainText('Above 25 kg: $34.50 plus $2.25 per kg started');
    await expect(card).toContainText('Never free');

    // Edited: the second bracket dearer, free over $1,000; the server refuses the US, which is in another zone.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Edit ${name}` })).toBeVisible();
    await bracket(page, 2).getByLabel('Price ($)').fill('39');
    await page.getByLabel('Free shipping over ($, net)').fill('1,000');
    await page.getByLabel('Add a country').selectOption('US');
    await page.getByRole('button', { name: 'Add the country' }).click();
    await page.getByRole('button', { name: 'Save the zone' }).click();
    await expect(page.getByText(shippingMessages.countryTaken('US', 'United States'))).toBeVisible();
    await checkA11y("the server's refusal");
    await page.getByRole('button', { name: 'Remove United States' }).click();
    await page.getByRole('button', { name: 'Save the zone' }).click();
    await expect(toast(page, `${name}: saved`)).toBeVisible();
    await expect(card).toContainText('Up to 25 kg: $39.00');
    await expect(card).toContainText('Free over $1,000.00 net');
    await expect(card).not.toContainText('United States');
    // Read again from the server, the zone shows as saved.
    await page.reload();
    await expect(zoneCard(page, name)).toContainText('Up to 25 kg: $39.00');
    await checkA11y('the zones');

    // Deleted after the confirm dialog, which says what Accept does.
    await zoneCard(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText(
      `Delete the zone ${name}: ${country.name} will no longer be shipped to`,
    );
    await checkA11y('the confirm dialog');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, `${name}: deleted`)).toBeVisible();
    await expect(zoneCard(page, name)).toHaveCount(0);
    await expect(zoneCard(page, 'Canada')).toBeVisible();
  });
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the Shipping page and its zone form pass the accessibility checks', async ({
    page,
    loginAs,
    visit,
    checkA11y,
  }) => {
    await loginAs('admin');
    await visit('/dashboard/shipping');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await zoneCard(page, 'Canada').getByRole('button', { name: 'Edit Canada' }).click();
    await expect(page.getByRole('group', { name: 'Bracket 3' }).getByLabel('Up to (kg)')).toHaveValue('30');
    await expect(page.getByLabel('Zone name')).toBeFocused();
    await page.getByLabel('Zone name').fill('');
    await page.getByRole('button', { name: 'Save the zone' }).click();
    await expect(page.getByText('The zone name cannot be empty')).toBeVisible();
    await checkA11y('the zone form with a message');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Back on the list, the keyboard is where it left it.
    await expect(zoneCard(page, 'Canada').getByRole('button', { name: 'Edit Canada' })).toBeFocused();
    await zoneCard(page, 'Canada').getByRole('button', { name: 'Delete Canada' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
    await checkA11y('the confirm dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(zoneCard(page, 'Canada')).toBeVisible();
  });
});
