// The web's calls held to the API's document: each fetcher's request body and answer against the types that
// openapi-typescript generated from /api/docs/json (api-schema.d.ts, `npm run api:types`). `tsc -p apps/web`
// checks it; nothing imports it. A fetcher that moves changes only its import line here.
import type { skipToken } from '@tanstack/react-query';
import type { confirmPasswordReset } from '@/features/accounts/api/confirm-password-reset';
import type { deleteMyAccount } from '@/features/accounts/api/delete-my-account';
import type { exchangeGoogleCode } from '@/features/accounts/api/exchange-google-code';
import type { getAuthProviders } from '@/features/accounts/api/get-auth-providers';
import type { getUser } from '@/features/accounts/api/get-user';
import type { getUsers } from '@/features/accounts/api/get-users';
import type { loginWithEmailAndPassword } from '@/features/accounts/api/login';
import type { logout } from '@/features/accounts/api/logout';
import type { makeAdmin } from '@/features/accounts/api/make-admin';
import type { registerWithEmailAndPassword, upsertUser } from '@/features/accounts/api/register';
import type { removeAdmin } from '@/features/accounts/api/remove-admin';
import type { requestPasswordReset } from '@/features/accounts/api/request-password-reset';
import type { resendVerification } from '@/features/accounts/api/resend-verification';
import type { updateUser } from '@/features/accounts/api/update-user';
import type { verifyEmail } from '@/features/accounts/api/verify-email';
import type { activityQueryOptions } from '@/features/admin/api/get-activity';
import type { getOverview } from '@/features/admin/api/get-overview';
import type { addProduct } from '@/features/catalog/api/add-product';
import type { deleteProduct } from '@/features/catalog/api/delete-product';
import type { adminProductsQueryOptions } from '@/features/catalog/api/get-admin-products';
import type { getProduct } from '@/features/catalog/api/get-product';
import type { getProducts } from '@/features/catalog/api/get-products';
import type { getRecentProducts } from '@/features/catalog/api/get-recent-products';
import type { getToolPage } from '@/features/catalog/api/get-tool-page';
import type { updateProduct } from '@/features/catalog/api/update-product';
import type { acceptInvitation } from '@/features/companies/api/accept-invitation';
import type { addAddress, deleteAddress, updateAddress } from '@/features/companies/api/addresses';
import type { getCompanies, getCompany, updateCompany } from '@/features/companies/api/admin-companies';
import type { applyForCompany } from '@/features/companies/api/apply-for-company';
import type { getMyCompany } from '@/features/companies/api/get-my-company';
import type { inviteMember, revokeInvitation } from '@/features/companies/api/invite-member';
import type { removeMember, updateMember } from '@/features/companies/api/members';
import type { getOutbox } from '@/features/mail/api/get-outbox';
import type { sendMailAgain } from '@/features/mail/api/send-again';
import type { cancelOrder } from '@/features/orders/api/cancel-order';
import type { changeOrderStatus } from '@/features/orders/api/change-order-status';
import type { deleteOrder } from '@/features/orders/api/delete-order';
import type { getMyOrders } from '@/features/orders/api/get-my-orders';
import type { getOrder } from '@/features/orders/api/get-order';
import type { ordersQueryOptions } from '@/features/orders/api/get-orders';
import type { placeOrder } from '@/features/orders/api/place-order';
import type { confirmOrderPayment } from '@/features/payments/api/confirm-order-payment';
import type { confirmTestCard } from '@/features/payments/api/confirm-test-card';
import type { createPaymentIntent } from '@/features/payments/api/create-payment-intent';
import type { getOrderToPay } from '@/features/payments/api/get-order-to-pay';
import type { addReview } from '@/features/reviews/api/add-review';
import type { getReviews } from '@/features/reviews/api/get-reviews';
import type { getToolReviews } from '@/features/reviews/api/get-tool-reviews';
import type { addToolReview, getMyToolReviews } from '@/features/reviews/api/tool-reviews';
import type { paths } from '@/generated/api-schema';
import type { getConfig } from '@/lib/config';
import type { uploadImage } from '@/lib/upload-image';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Responses<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? R : never;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
/** Stands for an answer or body the document does not have, so that a check against it fails, never passes. */
type Defined<T, P, M> = [T] extends [never] ? { 'not in the API document': [P, M] } : T;

/** The JSON the API answers at a path and method with a success status. */
type Answer<P extends keyof paths, M extends Method, S extends number = 200> = Defined<
  S extends keyof Responses<P, M> ? JsonOf<Responses<P, M>[S]> : never,
  P,
  M
>;
/** The JSON body the API takes at a path and method. */
type Body<P extends keyof paths, M extends Method> = Defined<
  JsonOf<NonNullable<Operation<P, M> extends { requestBody?: infer B } ? B : never>>,
  P,
  M
>;

/** What a fetcher promises to answer. */
type Promised<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
/** What a query's fetch answers (the admin lists fetch inside their query options). */
type Fetched<Q extends (...args: never[]) => { queryFn?: unknown }> = Awaited<
  ReturnType<
    Extract<Exclude<ReturnType<Q>['queryFn'], typeof skipToken | undefined>, (...args: never[]) => unknown>
  >
>;

/** Compiles only when `Actual` fits where `Expected` is asked for: tsc names the field that does not. */
type Fits<Actual extends Expected, Expected> = Actual;

/** The API's answer fits what each fetcher promises; what each fetcher sends fits the body the API takes. */
export type ApiContract = [
  // accounts
  Fits<Answer<'/api/auth/providers', 'get'>, Promised<typeof getAuthProviders>>,
  Fits<Parameters<typeof registerWithEmailAndPassword>[0], Body<'/api/register', 'post'>>,
  Fits<Answer<'/api/register', 'post', 201>, Promised<typeof registerWithEmailAndPassword>>,
  Fits<Parameters<typeof loginWithEmailAndPassword>[0], Body<'/api/login', 'post'>>,
  Fits<Answer<'/api/login', 'post'>, Promised<typeof loginWithEmailAndPassword>>,
  Fits<Answer<'/api/logout', 'post'>, Promised<typeof logout>>,
  Fits<Answer<'/api/me', 'get'>, Promised<typeof getUser>>,
  Fits<Pick<Parameters<typeof upsertUser>[0], 'name'>, Body<'/api/users', 'put'>>,
  Fits<Answer<'/api/users', 'put'>, Promised<typeof upsertUser>>,
  Fits<Parameters<typeof updateUser>[0]['body'], Body<'/api/updateUser/{id}', 'put'>>,
  Fits<Answer<'/api/updateUser/{id}', 'put'>, Promised<typeof updateUser>>,
  Fits<Answer<'/api/users', 'get'>, Promised<typeof getUsers>['items']>,
  Fits<Parameters<typeof makeAdmin>[0], Body<'/api/userAdmin', 'put'>>,
  Fits<Answer<'/api/userAdmin', 'put'>, Promised<typeof makeAdmin>>,
  Fits<Parameters<typeof removeAdmin>[0], Body<'/api/removeAdmin', 'put'>>,
  Fits<Answer<'/api/removeAdmin', 'put'>, Promised<typeof removeAdmin>>,
  Fits<Parameters<typeof requestPasswordReset>[0], Body<'/api/password-reset/request', 'post'>>,
  Fits<Answer<'/api/password-reset/request', 'post'>, Promised<typeof requestPasswordReset>>,
  Fits<Parameters<typeof confirmPasswordReset>[0], Body<'/api/password-reset/confirm', 'post'>>,
  Fits<Answer<'/api/password-reset/confirm', 'post'>, Promised<typeof confirmPasswordReset>>,
  Fits<Parameters<typeof verifyEmail>[0], Body<'/api/verify-email', 'post'>>,
  Fits<Answer<'/api/verify-email', 'post'>, Promised<typeof verifyEmail>>,
  Fits<Answer<'/api/verify-email/resend', 'post'>, Promised<typeof resendVerification>>,
  Fits<{ code: Parameters<typeof exchangeGoogleCode>[0] }, Body<'/api/auth/google/exchange', 'post'>>,
  Fits<Answer<'/api/auth/google/exchange', 'post'>, Promised<typeof exchangeGoogleCode>>,
  // The data download is a file (downloadMyData saves it): its path is in the document.
  Fits<'/api/me/data', keyof paths>,
  Fits<Parameters<typeof deleteMyAccount>[0], Body<'/api/me', 'delete'>>,
  Fits<Answer<'/api/me', 'delete'>, Promised<typeof deleteMyAccount>>,
  // catalog
  Fits<Answer<'/api/products', 'get'>, Promised<typeof getProducts>['products']>,
  Fits<Answer<'/api/products', 'get'>, Fetched<typeof adminProductsQueryOptions>['items']>,
  Fits<Answer<'/api/recentProducts', 'get'>, Promised<typeof getRecentProducts>>,
  Fits<Answer<'/api/product/{id}', 'get'>, Promised<typeof getProduct>>,
  Fits<Answer<'/api/tools/{slug}', 'get'>, Promised<typeof getToolPage>>,
  Fits<Parameters<typeof addProduct>[0], Body<'/api/addProduct', 'post'>>,
  Fits<Answer<'/api/addProduct', 'post', 201>, Promised<typeof addProduct>>,
  Fits<Parameters<typeof updateProduct>[0]['body'], Body<'/api/product/{id}', 'patch'>>,
  Fits<Answer<'/api/product/{id}', 'patch'>, Promised<typeof updateProduct>>,
  Fits<Answer<'/api/product/{id}', 'delete'>, Promised<typeof deleteProduct>>,
  // reviews
  Fits<Answer<'/api/reviews', 'get'>, Promised<typeof getReviews>>,
  Fits<Parameters<typeof addReview>[0], Body<'/api/addReview', 'post'>>,
  Fits<Answer<'/api/addReview', 'post', 201>, Promised<typeof addReview>>,
  Fits<Answer<'/api/products/{id}/reviews', 'get'>, Promised<typeof getToolReviews>>,
  Fits<Omit<Parameters<typeof addToolReview>[0], 'productId'>, Body<'/api/products/{id}/reviews', 'post'>>,
  Fits<Answer<'/api/products/{id}/reviews', 'post', 201>, Promised<typeof addToolReview>>,
  Fits<Answer<'/api/my/tool-reviews', 'get'>, Promised<typeof getMyToolReviews>>,
  // orders
  Fits<Parameters<typeof placeOrder>[0], Body<'/api/addOrder', 'post'>>,
  Fits<Answer<'/api/addOrder', 'post', 201>, Promised<typeof placeOrder>>,
  Fits<Answer<'/api/myOrder/{email}', 'get'>, Promised<typeof getMyOrders>['items']>,
  Fits<Answer<'/api/order/{id}', 'get'>, Promised<typeof getOrder>>,
  Fits<Answer<'/api/order/{id}', 'delete'>, Promised<typeof cancelOrder>>,
  Fits<Answer<'/api/order/{id}', 'delete'>, Promised<typeof deleteOrder>>,
  Fits<Answer<'/api/orders', 'get'>, Fetched<typeof ordersQueryOptions>['items']>,
  // The CSV export is a file, not JSON (ordersExportPath builds its address): its path is in the document.
  Fits<'/api/orders/export.csv', keyof paths>,
  Fits<Pick<Parameters<typeof changeOrderStatus>[0], 'status'>, Body<'/api/order/{id}/status', 'patch'>>,
  Fits<Answer<'/api/order/{id}/status', 'patch'>, Promised<typeof changeOrderStatus>>,
  // payments
  Fits<Answer<'/api/payment/{id}', 'get'>, Promised<typeof getOrderToPay>>,
  Fits<{ orderId: Parameters<typeof createPaymentIntent>[0] }, Body<'/api/create-payment-intent', 'post'>>,
  Fits<Answer<'/api/create-payment-intent', 'post'>, Promised<typeof createPaymentIntent>>,
  Fits<Answer<'/api/payment/{id}/confirm', 'post'>, Promised<typeof confirmOrderPayment>>,
  Fits<Parameters<typeof confirmTestCard>[0], Body<'/api/test-payments/confirm', 'post'>>,
  Fits<Answer<'/api/test-payments/confirm', 'post'>, Promised<typeof confirmTestCard>>,
  // uploads, site, admin
  Fits<Answer<'/api/upload', 'post', 201>['data']['url'], Promised<typeof uploadImage>>,
  Fits<Answer<'/api/config', 'get'>, Promised<typeof getConfig>>,
  Fits<Answer<'/api/admin/overview', 'get'>, Promised<typeof getOverview>>,
  Fits<Answer<'/api/admin/activity', 'get'>, Fetched<typeof activityQueryOptions>['items']>,
  // companies: the same fetchers serve /my-company and, with a company's id, /companies/{id}
  Fits<Parameters<typeof applyForCompany>[0], Body<'/api/companies/apply', 'post'>>,
  Fits<Answer<'/api/companies/apply', 'post', 201>, Promised<typeof applyForCompany>>,
  Fits<Answer<'/api/my-company', 'get'>, NonNullable<Promised<typeof getMyCompany>>>,
  Fits<Parameters<typeof acceptInvitation>[0], Body<'/api/company-invitations/accept', 'post'>>,
  Fits<Answer<'/api/company-invitations/accept', 'post'>, Promised<typeof acceptInvitation>>,
  Fits<Answer<'/api/companies', 'get'>, Promised<typeof getCompanies>['items']>,
  Fits<Answer<'/api/companies/{id}', 'get'>, Promised<typeof getCompany>>,
  Fits<Parameters<typeof updateCompany>[0]['body'], Body<'/api/companies/{id}', 'patch'>>,
  Fits<Answer<'/api/companies/{id}', 'patch'>, Promised<typeof updateCompany>>,
  Fits<Parameters<typeof inviteMember>[0]['body'], Body<'/api/my-company/invitations', 'post'>>,
  Fits<Parameters<typeof inviteMember>[0]['body'], Body<'/api/companies/{id}/invitations', 'post'>>,
  Fits<Answer<'/api/my-company/invitations', 'post', 201>, Promised<typeof inviteMember>>,
  Fits<Answer<'/api/companies/{id}/invitations/{invitationId}', 'delete'>, Promised<typeof revokeInvitation>>,
  Fits<Parameters<typeof updateMember>[0]['body'], Body<'/api/my-company/members/{userId}', 'patch'>>,
  Fits<Answer<'/api/my-company/members/{userId}', 'patch'>, Promised<typeof updateMember>>,
  Fits<Answer<'/api/my-company/members/{userId}', 'delete'>, Promised<typeof removeMember>>,
  Fits<Parameters<typeof addAddress>[0]['body'], Body<'/api/my-company/addresses', 'post'>>,
  Fits<Answer<'/api/my-company/addresses', 'post', 201>, Promised<typeof addAddress>>,
  Fits<
    Parameters<typeof updateAddress>[0]['body'],
    Body<'/api/companies/{id}/addresses/{addressId}', 'patch'>
  >,
  Fits<Answer<'/api/my-company/addresses/{addressId}', 'patch'>, Promised<typeof updateAddress>>,
  Fits<Answer<'/api/my-company/addresses/{addressId}', 'delete'>, Promised<typeof deleteAddress>>,
  // mail
  Fits<Answer<'/api/admin/mail', 'get'>, Promised<typeof getOutbox>['items']>,
  Fits<Answer<'/api/admin/mail/{id}/send-again', 'post'>, Promised<typeof sendMailAgain>>,
];
