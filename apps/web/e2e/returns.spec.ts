import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, payOrder, placeOrder, toast, uniqueModel, uniqueName } from './admin-helpers';
import { demoAccounts, expect, test } from './fixtures';
import { mailTo } from './outbox-helpers';

const main = (page: Page) => page.getByRole('main');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const adminToken = async (request: APIRequestContext) => {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), 'the admin signs in').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

/** Accepts SPEC's 'Are you sure?' dialog after checking the one line it says. */
const accept = async (page: Page, line: RegExp) => {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(line);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
};

test.describe('returns', () => {
  test('a buyer returns 2 of 10 delivered tools; the shop approves, receives and refunds them with a credit note', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    // Two people and six pages, each checked by axe: longer than one page's test.
    test.slow();
    const token = await adminToken(request);
    const tool = await createProduct(request, token, {
      name: uniqueName('E2E Return Drill'),
      model: uniqueModel('RD'),
      price: 25,
      minOrder: 1,
      quantity: 100,
    });
    const buyer = await newUser({ name: 'Riley Return' });
    const order = await placeOrder(request, buyer, tool._id, 10);
    await payOrder(request, buyer.token, order._id);
    for (const status of ['shipped', 'delivered'])
      expect(
        (
          await request.patch(`/api/order/${order._id}/status`, { headers: bearer(token), data: { status } })
        ).status(),
        `the order is ${status}`,
      ).toBe(200);

    // The buyer opens the delivered order and returns two of its ten tools.
    await signIn(buyer.token);
    await visit(`/dashboard/my-orders/${order._id}`);
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('form', { name: 'Return items' });
    await form.getByLabel(`Amount of ${tool.name} to return`).fill('2');
    await form.getByLabel(`Reason for ${tool.name}`).selectOption('not_needed');
    await form.getByLabel(`Serial numbers of ${tool.name} (optional)`).fill('SN-001\nSN-002');
    await form.getByLabel('Note (optional)').fill('Ordered two too many');
    await checkA11y('the return form');
    await form.getByRole('button', { name: 'Request the return' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Return RMA-\d{4}-\d{6}$/ });
    await expect(heading).toBeVisible();
    const number = ((await heading.textContent()) ?? '').replace('Return ', '');
    await expect(main(page).getByRole('table', { name: `Tools in return ${number}` })).toContainText(
      'SN-001, SN-002',
    );
    await checkA11y('a requested return');
    await visit('/dashboard/my-returns');
    await expect(main(page).getByRole('link', { name: number })).toBeVisible();

    // The shop finds it on the Returns page and takes it through its steps.
    await signIn(token);
    await visit('/dashboard/returns');
    await page.getByLabel('Status').selectOption('requested');
    await checkA11y('the Returns page');
    await main(page).getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Return ${number}` })).toBeVisible();
    await page.getByLabel('Instructions for the buyer').fill('Send them to 1 Foundry Road, Sheffield');
    await page.getByRole('button', { name: 'Approve' }).click();
    await accept(page, new RegExp(`Approve return ${number}`));
    await page.getByRole('button', { name: 'Mark received' }).click();
    await accept(page, /as received/);
    await page.getByLabel(`Resolution for ${tool.name}`).selectOption('refund');
    await checkA11y('a received return');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await accept(page, new RegExp(`Resolve return ${number}`));
    await expect(toast(page, 'Credit note CN-')).toBeVisible();
    await expect(main(page).getByText(/^Credit note CN-\d{4}-\d{6}: \$[\d,.]+ \(tax/)).toBeVisible();

    // The buyer downloads the credit note and has the mail.
    await signIn(buyer.token);
    await visit('/dashboard/my-returns');
    await main(page).getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Return ${number}` })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Download credit note' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
    expect(
      fs
        .readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await checkA11y('a resolved return');
    const mail = await mailTo(buyer.email, { subject: new RegExp(`Your return ${number} is resolved`) });
    expect(mail.text).toMatch(/Refund with credit note CN-\d{4}-\d{6}, \$[\d,.]+ back to your card/);
  });
});
