export { activityActions, activitySubjects, adminActivity } from './admin-activity.ts';
export { images } from './images.ts';
export { type CodePurpose, codePurposes, oneTimeCodes } from './one-time-codes.ts';
export { orderStatuses, orders } from './orders.ts';
export { paymentEvents, payments, refundReasons, refunds, testPaymentIntents } from './payments.ts';
export { products } from './products.ts';
export { reviews } from './reviews.ts';
export { appSecrets } from './secrets.ts';
export { users } from './users.ts';
