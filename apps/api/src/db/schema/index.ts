export { activityActions, activitySubjects, adminActivity } from './admin-activity.ts';
export { cartLines } from './cart.ts';
export { categories, DEFAULT_CATEGORY_SLUG } from './categories.ts';
export {
  type CompanyMemberRow,
  type CompanyRow,
  companies,
  companyAddresses,
  companyInvitations,
  companyMembers,
} from './companies.ts';
export { documentCounters } from './documents.ts';
export { images } from './images.ts';
export { mailOutbox, mailStatuses } from './mail.ts';
export { type CodePurpose, codePurposes, oneTimeCodes } from './one-time-codes.ts';
export { oneLine, orderStatuses, orders, type StoredOrderLine } from './orders.ts';
export { paymentEvents, payments, refundReasons, refunds, testPaymentIntents } from './payments.ts';
export { priceListPrices, priceLists } from './price-lists.ts';
export { productSlugs, products } from './products.ts';
export { quotes, type StoredQuoteEvent, type StoredQuoteLine } from './quotes.ts';
export { orderPaymentKinds, orderPayments, orderReminders } from './receivables.ts';
export {
  creditNotes,
  returns,
  type StoredCreditLine,
  type StoredReturnLine,
} from './returns.ts';
export { reviews } from './reviews.ts';
export { appSecrets } from './secrets.ts';
export { type StoredBracket, shippingZoneCountries, shippingZones } from './shipping.ts';
export { users } from './users.ts';
export { recallRecipients, recalls, serials, warrantyRegistrations } from './warranty.ts';
