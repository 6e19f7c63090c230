import type { Product } from '@ironvolt/shared/catalog';
import { pageMeta } from '@ironvolt/shared/pages';
import type { APIRequestContext } from '@playwright/test';
import { payWithCard, testCards, toast } from './buying-helpers';
import { expect, test } from './fixtures';

/** The seeded trade account (apps/api/src/seed/index.ts): its buyer may order up to $2,500, its admin approves. */
const demoBuyer = { email: 'buyer@ironvolt.example.com', password: 'ironvolt-buyer' };
const demoDealer = { email: 'dealer@ironvolt.example.com', password: 'ironvolt-dealer' };

const tokenOf = async (request: APIRequestContext, account: { email: string; password: string }) => {
  const response = await request.post('/api/login', { data: account });
  expect(response.status(), `log in as ${account.email}`).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

test('a buyer orders above their limit, the company admin approves it in Approvals, the buyer pays', async ({
  page,
  signIn,
  pageReady,
  checkA11y,
}) => {
  const buyerToken = await tokenOf(page.request, demoBuyer);
  const dealerToken = await tokenOf(page.request, demoDealer);
  // A tool with stock for an order well above $2,500 at the company's price.
  const products = (await (await page.request.get('/api/products?sort=name')).json()) as Product[];
  const tool = products.find(
    (item) => item.price > 0 && item.quantity >= Math.ceil(3000 / item.price) + item.minOrder,
  );
  if (!tool) throw new Error('the seeded catalog has no tool for an order above the limit');
  const amount = Math.max(tool.minOrder, Math.ceil(3000 / tool.price));
  const placed = await page.request.post('/api/addOrder', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { productId: tool._id, amount, address: '4 Wharf Street, Portland' },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { insertedId: string; orderNumber: number; status: string };
  expect(order.status).toBe('awaiting_approval');

  // The buyer's My Orders: awaiting approval, no Pay yet.
  await signIn(buyerToken);
  await page.goto('/dashboard/my-orders');
  await pageReady();
  // The table (wide screens) or the cards (narrow ones): whichever shows.
  await expect(
    page.getByText('Pay once your company approves it.').locator('visible=true').first(),
  ).toBeVisible();

  // The company admin approves it.
  await signIn(dealerToken);
  await page.goto('/dashboard/approvals');
  await expect(page.getByRole('heading', { level: 1, name: pageMeta.approvals.title })).toBeVisible();
  await pageReady();
  await checkA11y('approvals');
  await page.getByRole('button', { name: `Approve order #${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Approve order #${order.orderNumber}`);
  await checkA11y('approve dialog');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, `Order #${order.orderNumber} is approved`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve order #${order.orderNumber}` })).toHaveCount(0);
  // The company admin may open the buyer's order, but paying or cancelling it is the buyer's.
  await page.goto(`/dashboard/my-orders/${order.insertedId}`);
  await pageReady();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /cancel/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);

  // The buyer pays it.
  await signIn(buyerToken);
  await page.goto(`/dashboard/payment/${order.insertedId}`);
  await pageReady();
  await payWithCard(page, testCards.pays);
  await expect(page.getByText(/paid|Payment received|Thank you/i).first()).toBeVisible();
  const paid = await page.request.get(`/api/order/${order.insertedId}`, {
    headers: { authorization: `Bearer ${buyerToken}` },
  });
  expect(((await paid.json()) as { status: string }).status).toBe('paid');
});
