import { filterMessages } from '@ironvolt/shared/catalog-constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { productCards } from './storefront-helpers';

/** The filter panel: beside the products on desktop, a dialog behind the "Filters" button on phones. */
const filterPanel = (page: Page, isMobile: boolean) =>
  isMobile
    ? page.getByRole('dialog', { name: filterMessages.title })
    : page.getByRole('complementary', { name: filterMessages.title });

const openFilters = async (page: Page, isMobile: boolean) => {
  if (isMobile) await page.getByRole('button', { name: filterMessages.title }).click();
  await expect(filterPanel(page, isMobile)).toBeVisible();
};

/** Phones close the dialog to see the results; desktop sees them beside the panel. */
const showResults = async (page: Page, isMobile: boolean) => {
  if (isMobile)
    await filterPanel(page, isMobile)
      .getByRole('button', { name: /^Show [\d,]+ products?$/ })
      .click();
};

const cardNames = (page: Page) => productCards(page).getByRole('heading').allTextContents();

test.describe('the catalogue filters', () => {
  test('filter by category and price, reload the shared address, go back, clear', async ({
    page,
    visit,
    checkA11y,
    isMobile,
  }) => {
    await visit('/allProducts');
    await openFilters(page, isMobile);
    const panel = filterPanel(page, isMobile);
    // Each choice shows how many tools it would show: the demo's three saws.
    const saws = panel.getByRole('radio', { name: /^Saws\b/ });
    await expect(saws).toHaveAccessibleName('Saws 3');
    // The choice is the address: the radio shows it checked once the navigation it starts has been rendered,
    // which a busy machine may take longer to do than check()'s immediate look allows.
    await saws.click();
    await expect(page).toHaveURL(/\/allProducts\?category=saws$/);
    await expect(saws).toBeChecked();
    await checkA11y('filter panel with a category chosen');

    // The range applies once typing pauses: there is no Apply button to find.
    await panel.getByLabel('Highest price').pressSequentially('130', { delay: 60 });
    await expect(page).toHaveURL(/\/allProducts\?category=saws&maxPrice=130$/);
    await expect(panel.getByLabel('Highest price')).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Apply price' })).toHaveCount(0);
    await showResults(page, isMobile);
    await expect(productCards(page)).toHaveCount(2);
    expect((await cardNames(page)).sort()).toEqual([
      'Ironvolt 20V Brushless Jigsaw',
      'Ironvolt 7-1/4" Circular Saw',
    ]);

    // The address alone brings the same results back: a reload, or a link shared with someone else.
    await page.reload();
    await expect(productCards(page)).toHaveCount(2);
    await openFilters(page, isMobile);
    await expect(panel.getByRole('radio', { name: /^Saws\b/ })).toBeChecked();
    await expect(panel.getByLabel('Highest price')).toHaveValue('130');
    await checkA11y('filter panel after a reload');

    // A wrong range is refused beside its fields, and the results stay.
    await panel.getByLabel('Lowest price').fill('200');
    await expect(panel.getByRole('alert')).toHaveText(filterMessages.priceRangeReversed);
    await expect(page).toHaveURL(/\/allProducts\?category=saws&maxPrice=130$/);
    await showResults(page, isMobile);

    // Back goes to the category alone, forward to the price again.
    await page.goBack();
    await expect(page).toHaveURL(/\/allProducts\?category=saws$/);
    await expect(productCards(page)).toHaveCount(3);
    await page.goForward();
    await expect(productCards(page)).toHaveCount(2);

    await openFilters(page, isMobile);
    await panel.getByRole('button', { name: filterMessages.clear }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect(panel.getByRole('radio', { name: /^All categories\b/ })).toBeChecked();
    await showResults(page, isMobile);
    await expect(productCards(page).nth(3)).toBeVisible();
  });

  test('the phone sheet closes by its close button, and a price typed just before applies', async ({
    page,
    visit,
    isMobile,
    checkA11y,
  }) => {
    test.skip(!isMobile, "the sheet is the phone's");
    await visit('/allProducts');
    await openFilters(page, isMobile);
    const panel = filterPanel(page, isMobile);
    await checkA11y('the filter sheet');
    await panel.getByLabel('Lowest price').fill('100');
    // Closed at once, before typing has paused: the range still applies.
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/allProducts\?minPrice=100$/);
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
    for (const price of await productCards(page)
      .getByText(/^\$[\d,]+\.\d\d$/)
      .allTextContents())
      expect(Number(price.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(100);
  });

  test('a category with no tools is not offered; every demo category has some', async ({
    page,
    request,
    loginAs,
    visit,
    isMobile,
  }) => {
    const adminToken = await loginAs('admin');
    const name = `Empty ${Date.now().toString(36)}`;
    const made = await request.post('/api/categories', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { name },
    });
    expect(made.status(), 'add an empty category').toBe(201);
    const categories = (await (await request.get('/api/categories')).json()) as { name: string }[];
    expect(categories.map((c) => c.name)).toContain(name);

    await visit('/allProducts');
    await openFilters(page, isMobile);
    const panel = filterPanel(page, isMobile);
    await expect(panel.getByRole('radio', { name: /^Saws\b/ })).toBeVisible();
    await expect(panel.getByRole('radio', { name: new RegExp(`^${name}\\b`) })).toHaveCount(0);
    // Each demo category shows its tools: none offered with a count of 0.
    const offered = await panel.getByRole('radio').allTextContents();
    expect(offered.length).toBeGreaterThanOrEqual(7);
    await expect(panel.getByRole('radio', { name: / 0$/ })).toHaveCount(0);
  });

  test('a filter that shows nothing says so and clears from there', async ({ page, visit }) => {
    await visit('/allProducts?category=saws&minPrice=999999');
    await expect(page.getByRole('heading', { name: filterMessages.noMatch })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: filterMessages.clear }).last().click();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});

test.describe('the catalogue filters in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('pass the accessibility checks', async ({ page, visit, checkA11y, isMobile }) => {
    await visit('/allProducts?category=drills-and-drivers&inStock=true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await openFilters(page, isMobile);
    await expect(
      filterPanel(page, isMobile).getByRole('checkbox', { name: /^In stock only\b/ }),
    ).toBeChecked();
    await checkA11y('filter panel, dark');
  });
});

test.describe('the forgiving search', () => {
  test('finds through a typo, best match first, and suggests the closest tools when nothing matches', async ({
    page,
    visit,
  }) => {
    await visit('/allProducts?q=hamer%20drill');
    await expect(productCards(page).first().getByRole('heading')).toHaveText(
      'Ironvolt 20V Brushless Hammer Drill',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

    await visit('/allProducts?q=cordless%20hammerdrill%20kit');
    await expect(page.getByRole('heading', { name: filterMessages.noMatch })).toBeVisible();
    const closest = page.getByRole('main').getByRole('link', { name: 'Ironvolt 20V Brushless Hammer Drill' });
    await closest.click();
    await expect(page).toHaveURL(/\/allProducts\?q=IV-HD20B$/);
    await expect(productCards(page).first().getByRole('heading')).toHaveText(
      'Ironvolt 20V Brushless Hammer Drill',
    );
  });
});
