import { readFile } from 'node:fs/promises';
import { companyMessages } from '@ironvolt/shared/companies-constants';
import { formatDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import { formatOrderNumber, orderMessages } from '@ironvolt/shared/orders-constants';
import { receivablesCsvColumns } from '@ironvolt/shared/receivables';
import { aProduct, toast } from './buying-helpers';
import { newTradeAccount } from './company-helpers';
import { expect, test } from './fixtures';
import { giveTerms, paymentRegion, recordPayment } from './on-account-helpers';

// The browser logs each refusal the test provokes: a negative credit limit, a payment above the balance, no reason.
test.use({ allowedConsoleErrors: [/status of (400|422)/] });

test('a shop admin gives a company terms, records two partial payments on its order on account, reverses one, and finds it in Receivables', async ({
  page,
  newUser,
  loginAs,
  visit,
  pageReady,
  checkA11y,
}) => {
  test.slow();
  const company = await newTradeAccount(page.request, newUser);
  await loginAs('admin');

  // Companies: Net 30 with a limit; a limit the server refuses is shown under its field.
  await visit('/dashboard/companies');
  await page.getByLabel('Search companies').fill(company.name);
  await page.getByRole('button', { name: `Open ${company.name}` }).click();
  const terms = page.getByRole('region', { name: 'Paying on account' });
  await expect(terms).toContainText('Now: Card only');
  await terms.getByLabel('Payment terms').selectOption({ label: 'Net 30' });
  await terms.getByLabel('Credit limit (dollars)').fill('-5');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByLabel('Credit limit (dollars)')).toHaveAccessibleDescription(
    companyMessages.creditLimitRange,
  );
  await checkA11y('a credit limit refused');
  await terms.getByLabel('Credit limit (dollars)').fill('50000');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms).toContainText('Now: Net 30, credit limit $50,000.00');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: company.name })).toContainText(
    'Net 30, credit limit $50,000.00',
  );

  // The buyer orders on account through the API: confirmed at once, invoiced, due in 30 days.
  const product = await aProduct(page.request);
  const placed = await page.request.post('/api/addOrder', {
    headers: { authorization: `Bearer ${company.buyer.token}` },
    data: { productId: product._id, amount: product.minOrder, address: '55 Kiln Street', payment: 'account' },
  });
  expect(placed.status(), 'order on account').toBe(201);
  const { insertedId: id, status } = (await placed.json()) as { insertedId: string; status: string };
  expect(status).toBe('confirmed');
  const order = (await (
    await page.request.get(`/api/order/${id}`, {
      headers: { authorization: `Bearer ${company.buyer.token}` },
    })
  ).json()) as Order;
  const totalCents = Math.round(order.totalPrice * 100);
  const firstCents = Math.floor(totalCents / 2);
  const first = (firstCents / 100).toFixed(2);
  const second = ((totalCents - firstCents) / 100).toFixed(2);
  const number = formatOrderNumber(order.orderNumber);

  // Manage All orders: the order's payment line.
  await visit(`/dashboard/manage-orders?q=${order.orderNumber}`);
  await expect(
    page.getByText(`On account · ${formatDollars(order.totalPrice)} owed`).filter({ visible: true }),
  ).toHaveCount(1);

  // The order page: its payment state, then a payment above the balance refused under the amount.
  await visit(`/dashboard/manage-orders/${id}`);
  const state = paymentRegion(page);
  await expect(state.getByRole('definition').nth(0)).toHaveText('On account');
  await expect(state).toContainText(`Balance${formatDollars(order.totalPrice)}`);
  await expect(state).toContainText('Not yet due');
  await expect(state).toContainText('No payment recorded yet.');
  const tooMuch = await recordPayment(page, (totalCents / 100 + 1).toFixed(2), 'TRF-TOO-MUCH');
  await expect(tooMuch.getByLabel('Amount (dollars)')).toHaveAccessibleDescription(
    orderMessages.paymentAboveBalance(formatDollars(order.totalPrice)),
  );
  await checkA11y('a payment above the balance refused');
  await page.keyboard.press('Escape');
  await expect(tooMuch).toBeHidden();

  // Two partial payments: the balance falls, then the order is paid.
  const dialog = await recordPayment(page, first, 'TRF-0001');
  await expect(dialog).toBeHidden();
  await expect(state).toContainText(`Balance${formatDollars(Number(second))}`);
  await expect(state).toContainText(`Amount paid${formatDollars(Number(first))}`);
  await recordPayment(page, second, 'TRF-0002');
  await expect(toast(page, `Order ${number} is paid`)).toBeVisible();
  await expect(state).toContainText('Balance$0.00');
  await expect(state).toContainText('Paid');
  await expect(state.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(state.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);
  await checkA11y('the order paid in two payments');

  // Reverse the first: a reason is asked for; Escape closes without reversing.
  const reverseFirst = state.getByRole('button', { name: /^Reverse the payment of .*reference TRF-0001$/ });
  await reverseFirst.click();
  const reverse = page.getByRole('dialog', {
    name: `Reverse the payment of ${formatDollars(Number(first))}`,
  });
  await expect(reverse).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reverse).toBeHidden();
  await expect(reverseFirst).toBeFocused();
  await reverseFirst.click();
  await reverse.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(reverse.getByLabel('Reason')).toHaveAccessibleDescription('Say why the payment is reversed');
  await reverse.getByLabel('Reason').fill('The transfer bounced');
  await reverse.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(reverse).toBeHidden();
  await expect(state).toContainText(`Balance${formatDollars(Number(first))}`);
  await expect(state.getByRole('listitem').filter({ hasText: 'TRF-0001' })).toContainText('Reversed');
  await expect(state.getByRole('button', { name: 'Record payment' })).toBeVisible();
  await checkA11y('a payment reversed');

  // Receivables: the company with its open invoice, linking to the order; the CSV downloads.
  await visit('/dashboard/receivables');
  const row = page.getByRole('region', { name: company.name });
  await expect(row).toContainText('Net 30');
  await expect(row).toContainText(`Open balance${formatDollars(Number(first))}`);
  await expect(row).toContainText('Credit limit$50,000.00');
  await expect(row.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ironvolt-receivables-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(receivablesCsvColumns.join(','));
  expect(csv).toContain(company.name);
  expect(csv).toContain(order.invoiceNumber ?? 'an invoice number');
  await row.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/manage-orders/${id}$`));
  await pageReady();
  await expect(paymentRegion(page)).toBeVisible();

  // The overview: what is overdue on account (other tests' orders count too), leading to Receivables.
  await visit('/dashboard/overview');
  await page.getByRole('link', { name: /^Overdue on account: \$[\d,]+\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/receivables$/);
  await pageReady();
});

test.describe('paying on account in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the order page with its dialog, Receivables and the terms pass the accessibility checks', async ({
    page,
    newUser,
    loginAs,
    visit,
    checkA11y,
  }) => {
    test.slow();
    const company = await newTradeAccount(page.request, newUser);
    const admin = await loginAs('admin');
    const asAdmin = { authorization: `Bearer ${admin}` };
    await giveTerms(page.request, company.id, { paymentTermsDays: 45, creditLimit: 20000 });
    const product = await aProduct(page.request);
    const placed = await page.request.post('/api/addOrder', {
      headers: { authorization: `Bearer ${company.buyer.token}` },
      data: { productId: product._id, amount: product.minOrder, payment: 'account' },
    });
    expect(placed.status(), 'order on account').toBe(201);
    const { insertedId: id } = (await placed.json()) as { insertedId: string };
    const paid = await page.request.post(`/api/order/${id}/payments`, {
      headers: asAdmin,
      data: { amount: 1, reference: 'TRF-DARK', receivedAt: new Date().toISOString().slice(0, 10) },
    });
    expect(paid.status(), 'record a payment').toBe(200);

    await visit(`/dashboard/manage-orders/${id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(paymentRegion(page)).toContainText('TRF-DARK');
    await paymentRegion(page).getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('dialog', { name: /^Record payment on/ })).toBeVisible();
    await checkA11y('record payment dialog, dark');
    await page.keyboard.press('Escape');

    await visit('/dashboard/receivables');
    await expect(page.getByRole('region', { name: company.name })).toContainText('Net 45');

    await visit('/dashboard/companies');
    await page.getByLabel('Search companies').fill(company.name);
    await page.getByRole('button', { name: `Open ${company.name}` }).click();
    await expect(page.getByRole('region', { name: 'Paying on account' })).toContainText(
      'Now: Net 45, credit limit $20,000.00',
    );
    await checkA11y('payment terms, dark');
  });
});
