import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createProduct, payOrder, placeOrder, toast, uniqueModel, uniqueName } from './admin-helpers';
import { demoAccounts, expect, test } from './fixtures';
import { mailTo } from './outbox-helpers';

const adminToken = async (request: APIRequestContext) => {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), 'the admin signs in').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

test.describe('serial numbers, warranty and recalls', () => {
  // The wrong count of serials refused by the server is the browser's logged 422, on purpose.
  test.use({ allowedConsoleErrors: [/status of 422/] });
  test('the shop ships with serials, the owner registers on /warranty, a recall reaches the owner by mail', async ({
    page,
    request,
    newUser,
    loginAs,
    visit,
    checkA11y,
  }) => {
    const token = await adminToken(request);
    const tool = await createProduct(request, token, {
      name: uniqueName('E2E Serial Saw'),
      model: uniqueModel('SS'),
      minOrder: 2,
    });
    const flagged = await request.patch(`/api/product/${tool._id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { serialized: true },
    });
    expect(flagged.status(), 'the tool takes serial numbers').toBe(200);
    const buyer = await newUser({ name: 'Sam Serial' });
    const order = await placeOrder(request, buyer, tool._id, 2);
    await payOrder(request, buyer.token, order._id);
    const batch = randomUUID().slice(0, 6).toUpperCase();
    const serials = [`SN-${batch}-1`, `SN-${batch}-2`];

    // The admin ships it, scanning one serial a line; a wrong count is refused by the server and shown.
    await loginAs('admin');
    await visit(`/dashboard/manage-orders/${order._id}`);
    await page.getByRole('button', { name: /Mark shipped order/ }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByLabel(`Serial numbers of ${tool.name} (${tool.model})`);
    await box.fill(serials[0] ?? '');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByRole('alert')).toContainText('needs 2 serial numbers, one per unit; 1 given');
    await checkA11y('the ship dialog with a refusal');
    await box.fill(`${serials[0]}\n${serials[1]}\n`);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toast(page, 'The order is marked shipped')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${serials[0]}, ${serials[1]}`);

    // The owner, a dealer's customer, registers the first tool without signing in.
    const owner = `owner-${batch.toLowerCase()}@example.com`;
    await visit('/warranty');
    await page.getByLabel('Model').fill(tool.model);
    await page.getByLabel('Serial number').fill(serials[0] ?? '');
    await page.getByLabel('Purchase date').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Your name').fill('Olive Owner');
    await page.getByLabel('E-mail').fill(owner);
    await page.getByRole('button', { name: 'Register my tool' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Registered. Your tool is covered until' }),
    ).toBeVisible();
    await checkA11y('the registration done');
    const confirmation = await mailTo(owner, { subject: /is registered/ });
    expect(confirmation.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    // The admin publishes a recall of the batch; the owner and the buyer are mailed.
    await visit('/dashboard/recalls');
    await page.getByLabel('Title').fill(`Blade guard ${batch}`);
    await page.getByLabel('Model').fill(tool.model);
    await page.getByLabel('First serial number (optional)').fill(`SN-${batch}-1`);
    await page.getByLabel('Last serial number (optional)').fill(`SN-${batch}-9`);
    await page.getByLabel('Notice').fill('Stop using the saw. We send a new guard free of charge.');
    await page.getByRole('button', { name: 'Publish recall' }).click();
    await expect(toast(page, 'Recall published: 2 addresses mailed, 1 registered owner')).toBeVisible();
    await checkA11y('the recalls page');
    const notice = await mailTo(owner, { subject: new RegExp(`Safety recall: Blade guard ${batch}`) });
    expect(notice.text).toContain(serials[0]);
    expect(notice.text).toContain('We send a new guard free of charge.');

    // Anyone sees it on /recalls.
    await visit('/recalls');
    await expect(page.getByRole('heading', { name: `Blade guard ${batch}` })).toBeVisible();
  });
});
