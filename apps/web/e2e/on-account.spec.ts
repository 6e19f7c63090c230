import { orderMessages } from '@ironvolt/shared/orders-constants';
import { aProduct, toast } from './buying-helpers';
import { demoDealer, newTradeAccount, tokenOf } from './company-helpers';
import { expect, test } from './fixtures';
import { cheapest, dueIn, giveTerms, myOrderEntry } from './on-account-helpers';

test('the demo dealer buys on account with Buy Now, sees it in My Orders and downloads the statement', async ({
  page,
  signIn,
  pageReady,
  checkA11y,
}) => {
  test.slow();
  const product = await cheapest(page.request);
  await signIn(await tokenOf(page.request, demoDealer));

  await page.goto(`/purchase/${product._id}`);
  await pageReady();
  const choice = page.getByRole('group', { name: 'Payment' });
  await expect(choice).toContainText('Available credit: $');
  await expect(page.getByLabel('Pay by card')).toBeChecked();
  await page.getByLabel('Pay on account (Net 30)').check();
  await checkA11y('Buy Now with the choice of paying on account');
  await page.getByRole('button', { name: 'Buy Now' }).click();

  const placed = page.getByRole('heading', { name: /^Order #\d+ is placed$/ });
  await expect(placed).toBeVisible();
  await expect(toast(page, orderMessages.placedOnAccount)).toBeVisible();
  const orderNumber = ((await placed.textContent()) ?? '').match(/#\d+/)?.[0] ?? '';
  await expect(page.getByText("It is confirmed on your company's account")).toBeVisible();
  await expect(page.getByText(`Due date: ${dueIn(30)}`)).toBeVisible();
  // Nothing to pay now: no card payment offered.
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  const invoice = page.getByRole('button', { name: /^Invoice INV-/ });
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  await checkA11y('Buy Now confirmed on account');

  // My Orders: the status and, apart from it, the payment on account.
  await page.getByRole('link', { name: 'View my orders' }).click();
  await pageReady();
  const entry = myOrderEntry(page, orderNumber);
  await expect(entry).toContainText('Confirmed');
  await expect(entry).toContainText('On account');
  await expect(entry).toContainText(`Due${dueIn(30)}`);
  await expect(entry).toContainText('Paid$0.00');
  await expect(entry).toContainText('Balance$');
  // The company admin sees it among the company's orders too, with its payment.
  const companyEntry = page
    .getByRole('list', { name: "Your company's orders" })
    .getByRole('listitem')
    .filter({ hasText: orderNumber });
  await expect(companyEntry).toContainText('On account');
  await expect(companyEntry).toContainText(`Due${dueIn(30)}`);
  await checkA11y('My Orders with an order on account');

  // Its page: the payment, and no payment received yet.
  await entry.getByRole('link', { name: orderNumber }).click();
  await pageReady();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('On account');
  await expect(payment).toContainText(dueIn(30));
  await expect(payment).toContainText('Payments received');
  await expect(payment).toContainText('None yet.');
  await checkA11y('an order on account');

  // The trade account page: the account, this invoice open, and the statement.
  await page.goto('/dashboard/trade-account');
  await pageReady();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Net 30');
  await expect(account).toContainText('Credit limit$50,000.00');
  await expect(account).toContainText('Available credit');
  await expect(account.getByRole('list', { name: 'Open invoices' })).toContainText(orderNumber);
  await checkA11y('the trade account with its account on terms');
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    account.getByRole('button', { name: 'Download statement' }).click(),
  ]);
  expect(statement.suggestedFilename()).toMatch(/\.pdf$/);

  // The same pages in the dark theme: the account, the order's payment, and the choice at Buy Now.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await pageReady();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(account).toContainText('Net 30');
  await checkA11y('the trade account with its account on terms, dark');
  await account.getByRole('link', { name: orderNumber }).click();
  await pageReady();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('On account');
  await checkA11y('an order on account, dark');
  await page.goto(`/purchase/${product._id}`);
  await pageReady();
  await page.getByLabel('Pay on account (Net 30)').check();
  await checkA11y('Buy Now with the choice of paying on account, dark');
});

test.describe('checkout on account', () => {
  // The refusal past the credit limit is a 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a company member orders the cart on account; past the credit limit the refusal shows by the choice', async ({
    page,
    newUser,
    signIn,
    pageReady,
    checkA11y,
  }) => {
    test.slow();
    // A trade account of the test's own: the demo company's cart is shared by every test at once.
    const company = await newTradeAccount(page.request, newUser);
    const terms = (creditLimit: number) =>
      giveTerms(page.request, company.id, { paymentTermsDays: 30, creditLimit });
    await terms(1);
    const product = await cheapest(page.request);
    const inCart = await page.request.put(`/api/cart/${product._id}`, {
      headers: { authorization: `Bearer ${company.buyer.token}` },
      data: { amount: product.minOrder },
    });
    expect(inCart.status(), 'add the tool to the cart').toBe(200);

    await signIn(company.buyer.token);
    await page.goto('/dashboard/cart');
    await pageReady();
    await page.getByLabel('Company address').selectOption({ label: 'North yard, 55 Kiln Street, Toledo' });
    await page.getByLabel('Phone').fill('+1 555 0178');
    const choice = page.getByRole('group', { name: 'Payment' });
    await expect(choice).toContainText('Available credit: $1.00');
    await page.getByLabel('Pay on account (Net 30)').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(choice.getByRole('alert')).toHaveText(orderMessages.creditExceeded('$1.00'));
    await expect(page).toHaveURL(/\/dashboard\/cart$/);
    await checkA11y('the cart refused on account past the credit limit');

    await terms(100_000);
    await page.getByRole('button', { name: 'Place order' }).click();
    const confirmed = page.getByRole('heading', {
      name: /^Order #\d+ is confirmed on your company’s account$/,
    });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/my-orders\/[^/]+$/);
    const notice = page.getByRole('region', { name: /is confirmed on your company’s account/ });
    await expect(notice).toContainText(`to be paid by ${dueIn(30)}`);
    await expect(notice.getByRole('button', { name: /^Invoice INV-/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('On account');
    await checkA11y('the order placed on account from the cart');

    // A buyer reads the company's terms and credit on the trade account page; the account itself is its admins'.
    await page.goto('/dashboard/trade-account');
    await pageReady();
    await expect(
      page.getByText(
        /^Your company may pay on account: Net 30, up to \$100,000\.00, of which \$[\d,]+\.\d\d is available now\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  });
});

test('a customer without terms sees no Pay on account at Buy Now', async ({ page, loginAs, pageReady }) => {
  const product = await aProduct(page.request);
  await loginAs('customer');
  await page.goto(`/purchase/${product._id}`);
  await pageReady();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment' })).toHaveCount(0);
  await expect(page.getByText(/Pay on account/)).toHaveCount(0);
});
