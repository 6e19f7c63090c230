import { dollarsToCents, formatDollars } from '@ironvolt/shared/money';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import { toast } from './buying-helpers';
import { newTradeAccount } from './company-helpers';
import { expect, test } from './fixtures';
import { cheapest, dueIn, giveTerms, myOrderEntry, paymentRegion, recordPayment } from './on-account-helpers';
import { mailTo, type ReadMail } from './outbox-helpers';

/** A mail's text on one line: the plain text of a mail is wrapped wherever its words fall. */
const flat = (mail: ReadMail) => mail.text.replace(/\s+/g, ' ');

/** The one invoice PDF a mail carries, named by its invoice number. */
const expectInvoiceAttached = (mail: ReadMail, invoiceNumber: string) => {
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    [`${invoiceNumber}.pdf`, 'application/pdf'],
  ]);
  expect(mail.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
};

test('a buyer orders on account, is mailed the invoice, the shop admin records two partial payments and the buyer sees it paid', async ({
  page,
  newUser,
  signIn,
  loginAs,
  visit,
  pageReady,
  checkA11y,
}) => {
  test.slow();
  const company = await newTradeAccount(page.request, newUser);
  await giveTerms(page.request, company.id, { paymentTermsDays: 30, creditLimit: 50_000 });
  const product = await cheapest(page.request);

  // The buyer orders with Buy Now, paying on account: confirmed at once, with its invoice and due date.
  await signIn(company.buyer.token);
  await visit(`/purchase/${product._id}`);
  await expect(page.getByRole('group', { name: 'Payment' })).toContainText('Available credit: $50,000.00');
  await page.getByLabel('Pay on account (Net 30)').check();
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 0178');
  await page.getByLabel('Delivery address').fill('55 Kiln Street, Gate B, Toledo OH 43604');
  await checkA11y('Buy Now paying on account');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const placed = page.getByRole('heading', { name: /^Order #\d+ is placed$/ });
  await expect(placed).toBeVisible();
  await expect(toast(page, orderMessages.placedOnAccount)).toBeVisible();
  const orderNumber = ((await placed.textContent()) ?? '').match(/#\d+/)?.[0] ?? '';
  await expect(page.getByText(`Due date: ${dueIn(30)}`)).toBeVisible();
  const invoiceButton = page.getByRole('button', { name: /^Invoice INV-\d{4}-\d{6}/ });
  const invoiceNumber = ((await invoiceButton.textContent()) ?? '').match(/INV-\d{4}-\d{6}/)?.[0] ?? '';
  expect(invoiceNumber, 'the invoice number on the confirmation').not.toBe('');
  await checkA11y('the order confirmed on account');

  // The invoice mail: the invoice by number, what it is for, the due date, and the invoice PDF attached.
  const invoiceMail = await mailTo(company.buyer.email, {
    subject: new RegExp(`^Your order ${orderNumber} is confirmed on account: invoice enclosed$`),
  });
  const invoiced = flat(invoiceMail).match(
    new RegExp(`Your invoice ${invoiceNumber} for (\\$[\\d,]+\\.\\d\\d)`),
  );
  expect(invoiced, `the mail names invoice ${invoiceNumber} and its amount`).not.toBeNull();
  expect(flat(invoiceMail)).toContain(`Please pay it by bank transfer by ${dueIn(30, 'long')}`);
  expectInvoiceAttached(invoiceMail, invoiceNumber);
  const total = invoiced?.[1] ?? '';
  const totalCents = dollarsToCents(Number(total.replace(/[$,]/g, '')));
  const firstCents = Math.floor(totalCents / 2);
  const first = (firstCents / 100).toFixed(2);
  const second = ((totalCents - firstCents) / 100).toFixed(2);

  // The shop admin finds the order in Manage All orders, owed in full, and opens it.
  await loginAs('admin');
  await visit('/dashboard/manage-orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await expect(page).toHaveURL(new RegExp(`q=%23${orderNumber.slice(1)}`));
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await expect(page.getByText(`On account · ${total} owed`).filter({ visible: true })).toHaveCount(1);
  await checkA11y('the order on account in Manage All orders');
  await page.getByRole('main').getByRole('link', { name: orderNumber }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-orders\/[^/?]+$/);
  await pageReady();
  const state = paymentRegion(page);
  await expect(state).toContainText(`Balance${total}`);
  await expect(state).toContainText('No payment recorded yet.');
  await checkA11y('the order on account, owed in full');

  // Two partial payments through the dialog: the balance falls after the first; the second pays the order.
  const dialog = await recordPayment(page, first, 'TRF-JOURNEY-1');
  await expect(dialog).toBeHidden();
  await expect(state).toContainText(`Amount paid${formatDollars(Number(first))}`);
  await expect(state).toContainText(`Balance${formatDollars(Number(second))}`);
  await checkA11y('the first partial payment recorded');
  await recordPayment(page, second, 'TRF-JOURNEY-2');
  await expect(toast(page, `Order ${orderNumber} is paid`)).toBeVisible();
  await expect(state).toContainText('Balance$0.00');
  await expect(state).toContainText('Paid');
  await expect(state.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(state.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);
  await checkA11y('the order paid in two payments');

  // The buyer is mailed that the payment was received, with the invoice.
  const paidMail = await mailTo(company.buyer.email, {
    subject: new RegExp(`^Payment received for your order ${orderNumber}$`),
  });
  expect(flat(paidMail)).toContain(`we received your payment of ${total} for order ${orderNumber}`);
  expect(flat(paidMail)).toContain(`Your invoice ${invoiceNumber} is in My Orders`);
  expect(flat(paidMail)).toContain(
    `Payment: TRF-JOURNEY-1 (${formatDollars(Number(first))}), TRF-JOURNEY-2 (${formatDollars(Number(second))})`,
  );
  expectInvoiceAttached(paidMail, invoiceNumber);

  // The buyer's My Orders: the order paid, nothing owed, not overdue; its page lists both payments.
  await signIn(company.buyer.token);
  await visit('/dashboard/my-orders');
  const entry = myOrderEntry(page, orderNumber);
  await expect(entry).toContainText('On account');
  await expect(entry).toContainText(`Paid${total}`);
  await expect(entry).toContainText('Balance$0.00');
  await expect(entry).not.toContainText('Overdue');
  await entry.getByRole('link', { name: orderNumber }).click();
  await pageReady();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Balance$0.00');
  await expect(payment).toContainText('TRF-JOURNEY-1');
  await expect(payment).toContainText('TRF-JOURNEY-2');
  await expect(payment).not.toContainText('Overdue');
  await checkA11y('the buyer’s order paid on account');
});
