import { companyMessages } from '@ironvolt/shared/companies';
import { pageMeta } from '@ironvolt/shared/pages';
import type { Page } from '@playwright/test';
import { uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox-helpers';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a customer applies, a shop admin approves, the company admin invites a buyer who accepts', async ({
  page,
  newUser,
  signIn,
  loginAs,
  pageReady,
  checkA11y,
}) => {
  // Nine pages and six accessibility checks: on a loaded 2-core machine it ran past the 60 s a test gets.
  test.slow();
  const company = uniqueName('E2E Fixings');

  // The applicant proves the address the registration mailed a link to, then applies.
  const applicant = await newUser({ name: 'Alex Applicant' });
  await page.goto(await mailedLink(applicant.email, /https?:\/\/\S+\/verify-email\?token=[\w-]+/));
  await pageReady();
  await signIn(applicant.token);
  await page.goto('/dashboard/trade-account');
  await expect(page.getByRole('heading', { level: 1, name: pageMeta.tradeAccount.title })).toBeVisible();
  await pageReady();
  await checkA11y('apply form');

  // A refused field is named beside it, from the shared address shape.
  await page.getByRole('button', { name: 'Apply for a trade account' }).click();
  await expect(page.getByText('The company name cannot be empty')).toBeVisible();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Tax ID (optional)').fill('GB 987 6543 21');
  await page.getByLabel('Phone').fill('+44 113 496 0001');
  await page.getByLabel('Address line 1').fill('7 Mill Lane');
  await page.getByLabel('City').fill('Leeds');
  await page.getByLabel('Postal code').fill('LS2 7EW');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByRole('button', { name: 'Apply for a trade account' }).click();
  await expect(toast(page, companyMessages.applied)).toBeVisible();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByText('We are looking at your application')).toBeVisible();
  await checkA11y('applied');

  // The shop admin finds the application and approves it.
  await loginAs('admin');
  await page.goto('/dashboard/companies');
  await pageReady();
  await page.getByLabel('Status').selectOption({ label: 'Applied' });
  await page.getByLabel('Search companies').fill(company);
  await expect(page.getByText('1 company')).toBeVisible();
  await checkA11y('companies list');
  await page.getByRole('button', { name: `Open ${company}` }).click();
  await expect(page.getByText(`Applied by Alex Applicant (${applicant.email})`)).toBeVisible();
  await checkA11y('company detail');
  await page.getByRole('button', { name: `Approve ${company}` }).click();
  await expect(page.getByRole('button', { name: `Suspend ${company}` })).toBeVisible();
  // The shop admin gives the company the demo's price list (12% off), and can take it back.
  await page.getByLabel('Price list').selectOption({ label: 'Northwind Tools Supply' });
  await expect(page.getByText('Price list saved')).toBeVisible();
  await expect(page.getByLabel('Price list')).toHaveValue(/[0-9a-f-]{36}/);

  // The company admin invites a buyer with an order limit.
  const buyer = await newUser({ name: 'Bailey Buyer' });
  await signIn(applicant.token);
  await page.goto('/dashboard/trade-account');
  await pageReady();
  await expect(page.getByText('Your trade account is approved.')).toBeVisible();
  await page.getByLabel('Email to invite').fill(buyer.email);
  await page.getByLabel('Order limit in $ (optional)').fill('750');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${buyer.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel invitation to ${buyer.email}` })).toBeVisible();
  await checkA11y('company admin');

  // The buyer proves the address and accepts from the mailed link.
  await page.goto(await mailedLink(buyer.email, /https?:\/\/\S+\/verify-email\?token=[\w-]+/));
  await pageReady();
  const invitation = await mailedLink(
    buyer.email,
    /https?:\/\/\S+\/dashboard\/trade-account\?invitation=[\w-]+/,
  );
  await signIn(buyer.token);
  await page.goto(new URL(invitation).pathname + new URL(invitation).search);
  await pageReady();
  await checkA11y('invitation');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(toast(page, 'You have joined the company')).toBeVisible();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByText('You are a buyer, with an order limit of $750.00')).toBeVisible();
  // A buyer sees the company, not its members.
  await expect(page.getByRole('heading', { name: 'Members' })).toHaveCount(0);
  await checkA11y('buyer');
});
