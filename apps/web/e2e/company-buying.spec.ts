import type { Order } from '@ironvolt/shared/orders';
import { formatOrderNumber, orderMessages } from '@ironvolt/shared/orders-constants';
import type { APIRequestContext } from '@playwright/test';
import { aProduct, placeOrder, toast } from './buying-helpers';
import { newTradeAccount } from './company-helpers';
import { expect, test } from './fixtures';

const orderOf = async (request: APIRequestContext, token: string, id: string) => {
  const response = await request.get(`/api/order/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), 'read the order').toBe(200);
  return (await response.json()) as Order;
};

test('a company member picks a company address at checkout, and the order is delivered there', async ({
  page,
  newUser,
  signIn,
  pageReady,
  checkA11y,
}) => {
  test.slow();
  const company = await newTradeAccount(page.request, newUser);
  const product = await aProduct(page.request);
  const inCart = await page.request.put(`/api/cart/${product._id}`, {
    headers: { authorization: `Bearer ${company.buyer.token}` },
    data: { amount: product.minOrder },
  });
  expect(inCart.status(), 'add the tool to the cart').toBe(200);

  await signIn(company.buyer.token);
  await page.goto('/dashboard/cart');
  await pageReady();
  const delivery = page.getByLabel('Delivery address');
  await expect(delivery).toHaveValue('');
  await page.getByLabel('Company address').selectOption({ label: 'North yard, 55 Kiln Street, Toledo' });
  // Its lines in a postal service's order; it stays editable.
  await expect(delivery).toHaveValue('55 Kiln Street, Gate B, 43604 Toledo, OH, US');
  await expect(delivery).toBeEditable();
  await checkA11y('checkout with a company address picked');

  await page.getByLabel('Phone').fill('+1 555 0178');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, orderMessages.placed)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The order page: delivered to the company's address, as picked.
  await page.goto(`/dashboard/my-orders/${id}`);
  await pageReady();
  const deliveredTo = page.getByRole('region', { name: 'Delivery' });
  await expect(deliveredTo).toContainText(
    `${company.buyer.name}, 55 Kiln Street, Gate B, 43604 Toledo, OH, US`,
  );
  await checkA11y('the order delivered to the company address');
});

test('My Orders: a company admin sees the company’s orders by buyer, a buyer only their own', async ({
  page,
  newUser,
  signIn,
  pageReady,
  checkA11y,
}) => {
  test.slow();
  const company = await newTradeAccount(page.request, newUser);
  const product = await aProduct(page.request);
  const buyerOrder = await orderOf(
    page.request,
    company.buyer.token,
    await placeOrder(page.request, company.buyer.token, product),
  );
  const adminOrder = await orderOf(
    page.request,
    company.admin.token,
    await placeOrder(page.request, company.admin.token, product),
  );
  const buyerNumber = formatOrderNumber(buyerOrder.orderNumber);
  const adminNumber = formatOrderNumber(adminOrder.orderNumber);

  // The company admin: their own orders first, then the company's, each saying who ordered it.
  await signIn(company.admin.token);
  await page.goto('/dashboard/my-orders');
  await pageReady();
  const companyOrders = page.getByRole('region', { name: "Your company's orders" });
  const listed = companyOrders.getByRole('listitem');
  await expect(listed).toHaveCount(2);
  const buyersEntry = listed.filter({ has: page.getByRole('link', { name: buyerNumber }) });
  await expect(buyersEntry).toContainText(`${company.buyer.name} (${company.buyer.email})`);
  await expect(buyersEntry).toContainText(product.name);
  await expect(listed.filter({ has: page.getByRole('link', { name: adminNumber }) })).toContainText(
    company.admin.name,
  );
  await checkA11y('a company admin’s My Orders');

  // Narrowed to the buyer: only the buyer's order.
  await companyOrders.getByLabel('Buyer').selectOption({ label: company.buyer.name });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(buyerNumber);
  await expect(companyOrders.getByText('1 order', { exact: true })).toBeVisible();

  // The buyer: their own order, no company section, nothing of the admin's.
  await signIn(company.buyer.token);
  await page.goto('/dashboard/my-orders');
  await pageReady();
  await expect(page.getByRole('link', { name: buyerNumber }).locator('visible=true')).toHaveCount(1);
  await expect(page.getByRole('link', { name: adminNumber })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Your company's orders" })).toHaveCount(0);
  await checkA11y('a buyer’s My Orders');
});
