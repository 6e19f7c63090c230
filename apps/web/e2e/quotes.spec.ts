import { paymentMessages } from '@ironvolt/shared/payments';
import { quoteMessages } from '@ironvolt/shared/quotes-constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, uniqueModel, uniqueName } from './admin-helpers';
import { payWithCard, testCards, toast } from './buying-helpers';
import { demoAccounts, expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

const adminToken = async (request: APIRequestContext) => {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), 'the admin signs in').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

test.describe('requests for quote', () => {
  test('a buyer asks from the cart, the shop offers a price per line, the buyer accepts and pays', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    const token = await adminToken(request);
    const [drill, saw] = await Promise.all([
      createProduct(request, token, {
        name: uniqueName('E2E Quote Drill'),
        model: uniqueModel('QD'),
        price: 100,
        minOrder: 1,
        quantity: 200,
      }),
      createProduct(request, token, {
        name: uniqueName('E2E Quote Saw'),
        model: uniqueModel('QS'),
        price: 50,
        minOrder: 1,
        quantity: 200,
      }),
    ]);
    const buyer = await newUser({ name: 'Quinn Quote' });
    for (const [tool, amount] of [
      [drill, 10],
      [saw, 20],
    ] as const) {
      const put = await request.put(`/api/cart/${tool._id}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
        data: { amount },
      });
      expect(put.status(), 'a tool in the cart').toBe(200);
    }

    // The buyer asks for a quote on the cart, with a message.
    await signIn(buyer.token);
    await visit('/dashboard/cart');
    await page
      .getByLabel('Message for the quote (optional)')
      .fill('Site delivery in March, 30 pieces in all');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(toast(page, quoteMessages.requested)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: /^Quote Q-\d{4}-\d{6}$/ });
    await expect(heading).toBeVisible();
    const number = ((await heading.textContent()) ?? '').replace('Quote ', '');
    await expect(main(page).getByRole('table', { name: `Tools in quote ${number}` })).toContainText(
      '$2,000.00',
    );
    await checkA11y('a requested quote');

    // The shop finds it on the Quotes page and offers a price per line.
    await signIn(token);
    await visit('/dashboard/quotes');
    await page.getByLabel('Status').selectOption('requested');
    await page.getByLabel('Search quotes').fill(number);
    await expect(main(page).getByRole('list', { name: 'Quotes' }).getByRole('listitem')).toHaveCount(1);
    await checkA11y('the Quotes page, searched');
    await main(page).getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    await page.getByLabel(`Unit price of ${drill.name} ($)`).fill('90');
    await page.getByLabel(`Unit price of ${saw.name} ($)`).fill('45');
    await page.getByLabel('Message to the buyer (optional)').fill('Volume price for March');
    await checkA11y('the offer form');
    await page.getByRole('button', { name: 'Send the offer' }).click();
    await expect(toast(page, quoteMessages.offered)).toBeVisible();
    await expect(main(page).getByRole('table', { name: `Tools in quote ${number}` })).toContainText(
      '$1,800.00',
    );

    // The buyer opens it from My quotes and accepts it; the order is paid by card.
    await signIn(buyer.token);
    await visit('/dashboard/my-quotes');
    await main(page).getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'History' })).toContainText('Volume price for March');
    await checkA11y('an offered quote');
    await page.getByLabel('Phone').fill('+1 555 0199');
    await page.getByLabel('Delivery address').fill('9 Quarry Road, Springfield');
    await page.getByRole('button', { name: 'Accept and place the order' }).click();
    await expect(toast(page, quoteMessages.accepted)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    await payWithCard(page, testCards.pays);
    await expect(toast(page, paymentMessages.complete)).toBeVisible();
    await expect(main(page).getByRole('region', { name: /^Order #\d+ is paid$/ })).toBeVisible();

    await visit('/dashboard/my-quotes');
    await expect(
      main(page).getByRole('list', { name: 'Quotes' }).getByRole('listitem').filter({ hasText: number }),
    ).toContainText('Accepted');
  });
});

test.describe('quotes in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the Quotes pages, a request and an offer pass the accessibility checks', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
  }) => {
    const token = await adminToken(request);
    const tool = await createProduct(request, token, {
      name: uniqueName('E2E Dark Quote'),
      model: uniqueModel('DQ'),
      price: 80,
      minOrder: 1,
      quantity: 50,
    });
    const buyer = await newUser({ name: 'Dana Dark' });
    const asBuyer = { authorization: `Bearer ${buyer.token}` };
    expect(
      (await request.put(`/api/cart/${tool._id}`, { headers: asBuyer, data: { amount: 4 } })).status(),
    ).toBe(200);
    const asked = await request.post('/api/quotes', { headers: asBuyer, data: { message: 'In the dark' } });
    expect(asked.status()).toBe(201);
    const quote = (await asked.json()) as { _id: string; number: string };

    await signIn(token);
    await visit('/dashboard/quotes');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await visit(`/dashboard/quotes/${quote._id}`);
    await expect(page.getByRole('button', { name: 'Send the offer' })).toBeVisible();
    const offered = await request.post(`/api/quotes/${quote._id}/offer`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        lines: [{ productId: tool._id, unitPrice: 70 }],
        expiresAt: new Date(Date.now() + 864e5).toISOString(),
      },
    });
    expect(offered.status()).toBe(200);

    await signIn(buyer.token);
    await visit('/dashboard/my-quotes');
    await visit(`/dashboard/my-quotes/${quote._id}`);
    await expect(page.getByRole('button', { name: 'Accept and place the order' })).toBeVisible();
  });
});
