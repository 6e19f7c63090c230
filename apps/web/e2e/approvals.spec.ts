import type { Product } from '@ironvolt/shared/catalog';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import { payWithCard, testCards, toast } from './buying-helpers';
import { demoBuyer, demoDealer, tokenOf } from './company-helpers';
import { expect, test } from './fixtures';

test('a buyer orders above their limit with Buy Now, the company admin approves it in Approvals, the buyer pays', async ({
  page,
  signIn,
  pageReady,
  checkA11y,
}) => {
  const buyerToken = await tokenOf(page.request, demoBuyer);
  const dealerToken = await tokenOf(page.request, demoDealer);
  // A tool with stock for an order well above $2,500 at the company's price, as the buyer is shown it; one without
  // volume prices, so that the amount for $3,000 is priced at that price.
  const products = (await (
    await page.request.get('/api/products?sort=name', { headers: { authorization: `Bearer ${buyerToken}` } })
  ).json()) as Product[];
  const tool = products.find(
    (item) =>
      item.price > 0 &&
      item.priceTiers.length === 0 &&
      item.quantity >= Math.ceil(3000 / item.price) + item.minOrder,
  );
  if (!tool) throw new Error('the seeded catalog has no tool for an order above the limit');
  const amount = Math.max(tool.minOrder, Math.ceil(3000 / tool.price));

  // The buyer orders it on its purchase page: placed, but it awaits approval instead of going to payment.
  await signIn(buyerToken);
  await page.goto(`/purchase/${tool._id}`);
  await pageReady();
  await page.getByLabel(/^Amount/).fill(String(amount));
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(toast(page, orderMessages.placedAwaitingApproval)).toBeVisible();
  const placed = page.getByRole('heading', { name: /^Order #\d+ is placed$/ });
  await expect(placed).toBeVisible();
  const orderNumber = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
  await expect(
    page.getByText("It is above your order limit, so it awaits your company's approval."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/purchase/${tool._id}$`));
  await checkA11y('an order awaiting approval');

  // The buyer's My Orders: awaiting approval, no Pay yet.
  await page.getByRole('link', { name: 'View my orders' }).click();
  await pageReady();
  // The table (wide screens) or the cards (narrow ones): whichever shows.
  await expect(
    page.getByText('Pay once your company approves it.').locator('visible=true').first(),
  ).toBeVisible();
  const orderLink = page.getByRole('link', { name: `#${orderNumber}`, exact: true }).locator('visible=true');
  const orderId = (await orderLink.first().getAttribute('href'))?.split('/').pop() ?? '';
  const asPlaced = await page.request.get(`/api/order/${orderId}`, {
    headers: { authorization: `Bearer ${buyerToken}` },
  });
  expect(((await asPlaced.json()) as { status: string }).status).toBe('awaiting_approval');

  // The company admin approves it.
  await signIn(dealerToken);
  await page.goto('/dashboard/approvals');
  await expect(page.getByRole('heading', { level: 1, name: pageMeta.approvals.title })).toBeVisible();
  await pageReady();
  await checkA11y('approvals');
  await page.getByRole('button', { name: `Approve order #${orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Approve order #${orderNumber}`);
  await checkA11y('approve dialog');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, `Order #${orderNumber} is approved`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve order #${orderNumber}` })).toHaveCount(0);
  // The company admin may open the buyer's order, but paying or cancelling it is the buyer's.
  await page.goto(`/dashboard/my-orders/${orderId}`);
  await pageReady();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /cancel/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);

  // The buyer pays it.
  await signIn(buyerToken);
  await page.goto(`/dashboard/payment/${orderId}`);
  await pageReady();
  await payWithCard(page, testCards.pays);
  await expect(page.getByText(/paid|Payment received|Thank you/i).first()).toBeVisible();
  const paid = await page.request.get(`/api/order/${orderId}`, {
    headers: { authorization: `Bearer ${buyerToken}` },
  });
  expect(((await paid.json()) as { status: string }).status).toBe('paid');
});
