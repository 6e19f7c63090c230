import type { APIRequestContext } from '@playwright/test';
import { createProduct, payOrder, placeOrder, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';
import { productCards } from './storefront-helpers';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Ships and then delivers an order, as the shop admin does from Manage All orders. */
const deliver = async (request: APIRequestContext, adminToken: string, orderId: string) => {
  for (const data of [
    { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    { status: 'delivered' },
  ]) {
    const res = await request.patch(`/api/order/${orderId}/status`, { headers: bearer(adminToken), data });
    expect(res.status(), `mark ${data.status}`).toBe(200);
  }
};

/** The JSON-LD Product a page carries. */
const jsonLdOf = (html: string) => {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!found) throw new Error('the page has no JSON-LD');
  return JSON.parse(found) as { aggregateRating?: { ratingValue: number; reviewCount: number } };
};

test.describe('tool reviews', () => {
  // A journey over several pages, each checked by axe in both themes: slow on a busy 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('a buyer reviews a delivered tool from My Orders and sees it on the tool page with the new average', async ({
    page,
    request,
    loginAs,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    const name = uniqueName('E2E Reviewed Router');
    const tool = await createProduct(request, adminToken, { name, minOrder: 1 });

    // Before any review: no rating on the card, no aggregateRating in the JSON-LD (Google refuses a count of 0).
    expect(jsonLdOf(await (await request.get(`/tools/${tool.slug}`)).text()).aggregateRating).toBeUndefined();

    // Another buyer's review first: 2 stars.
    const earlier = await newUser({ name: 'Early Reviewer' });
    const earlierOrder = await placeOrder(request, earlier, tool._id, 1);
    await payOrder(request, earlier.token, earlierOrder._id);
    await deliver(request, adminToken, earlierOrder._id);
    const first = await request.post(`/api/products/${tool._id}/reviews`, {
      headers: bearer(earlier.token),
      data: { rating: 2, comment: 'Too loud for indoor work.' },
    });
    expect(first.status()).toBe(201);

    const buyer = await newUser({ name: 'Rita Reviewer' });
    const order = await placeOrder(request, buyer, tool._id, 3);
    await payOrder(request, buyer.token, order._id);
    await deliver(request, adminToken, order._id);

    await signIn(buyer.token);
    await visit(`/dashboard/my-orders/${order._id}`);
    const reviewLink = page.getByRole('link', { name: `Review this tool: ${name}` });
    await expect(reviewLink).toBeVisible();
    const box = await reviewLink.boundingBox();
    expect(box?.height, 'the link is a touch target').toBeGreaterThanOrEqual(44);
    await reviewLink.click();

    await expect(page.getByRole('heading', { level: 1, name: `Review ${name}` })).toBeVisible();
    // Sent without stars: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose a rating from 1 to 5 stars' }),
    ).toBeVisible();
    await checkA11y('the review form with its error');

    // The stars by keyboard: from "No stars", the arrow keys move along them.
    await page.getByRole('radio', { name: 'No stars' }).focus();
    for (let n = 0; n < 5; n++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.getByLabel('Your review (optional)').fill('Quiet enough, and the depth stop holds.');
    await page.getByRole('button', { name: 'Send review' }).click();

    // On the tool page: the new review first, the average of 2 and 5.
    await expect(page).toHaveURL(new RegExp(`/tools/${tool.slug}#tool-reviews$`));
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('listitem').first()).toContainText(
      'Quiet enough, and the depth stop holds.',
    );
    await expect(reviews.getByRole('listitem').first()).toContainText('Rita Reviewer');
    await expect(reviews.getByRole('listitem').nth(1)).toContainText('Too loud for indoor work.');
    await expect(reviews).toContainText('Rated 3.5 out of 5 from 2 reviews');
    await checkA11y('the tool page with its reviews');

    // The page as a search engine reads it, rendered by the server: the aggregate rating in its JSON-LD.
    const html = await (await request.get(`/tools/${tool.slug}`)).text();
    expect(jsonLdOf(html).aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 });
    expect(html).toContain('Quiet enough, and the depth stop holds.');

    // The catalogue's card shows the average too.
    await visit(`/allProducts?q=${encodeURIComponent(name)}`);
    const card = productCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText('Rated 3.5 out of 5 from 2 reviews');

    // The order page now says the tool is reviewed, and offers no second review.
    await visit(`/dashboard/my-orders/${order._id}`);
    await expect(page.getByText('You reviewed this tool')).toBeVisible();
    await expect(page.getByRole('link', { name: /Review this tool/ })).toHaveCount(0);

    // The dark theme: the tool page with its reviews, and the form's page.
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(`/tools/${tool.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('Rita Reviewer');
    await checkA11y('the tool page with its reviews, dark');
    await visit(`/dashboard/my-orders/${order._id}/review/${tool._id}`);
    await expect(page.getByText(`You have reviewed ${name} already.`)).toBeVisible();
    await checkA11y('the review page of a reviewed tool, dark');
  });
});
