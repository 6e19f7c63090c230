/** SPEC section 2's dashboard side menu, word for word (beside site.ts's navbar labels). */
export const dashboardMenuText = {
  myProfile: 'My Profile',
  myOrders: 'My Orders',
  /** Beyond SPEC: the server-side cart. */
  cart: 'Cart',
  /** Beyond SPEC: model numbers and amounts added to the cart at once (issue 52). */
  quickOrder: 'Quick order',
  /** Beyond SPEC: a buyer's requests for quote (issue 52). */
  myQuotes: 'My quotes',
  /** Beyond SPEC: a buyer's returns and warranty claims (issue 53). */
  myReturns: 'My returns',
  addReview: 'Add a review',
  manageOrders: 'Manage All orders',
  addProduct: 'Add a product',
  allUsers: 'All users',
  manageProducts: 'Manage Products',
  /** Beyond SPEC: the catalogue's categories. */
  categories: 'Categories',
  /** Beyond SPEC: the admin's overview (My Profile stays the index). */
  overview: 'Overview',
  /** Beyond SPEC: the audit trail of admin actions. */
  activity: 'Activity',
  /** Beyond SPEC: the mail outbox. */
  mail: 'Mail',
  /** Beyond SPEC: a customer's trade account (ADR 130). */
  tradeAccount: 'Trade account',
  /** Beyond SPEC: a company admin's orders awaiting their approval (ADR 136). */
  approvals: 'Approvals',
  /** Beyond SPEC: the shop admins' trade accounts. */
  companies: 'Companies',
  /** Beyond SPEC: what companies owe on account, aged (issue 51). */
  receivables: 'Receivables',
  /** Beyond SPEC: the shop admins' price lists for companies (ADR 131). */
  priceLists: 'Price lists',
  /** Beyond SPEC: the shop admins' requests for quote to answer (ADR 146). */
  quotes: 'Quotes',
  /** Beyond SPEC: the shop admins' shipping zones and rates (ADR 145). */
  shipping: 'Shipping',
  /** Beyond SPEC: the shop admins' recalls (ADR 149). */
  recalls: 'Recalls',
  /** Beyond SPEC: the shop admins' returns and warranty claims (ADR 150). */
  returns: 'Returns',
} as const;

/** SPEC section 2's links on the sign-in screens. */
export const authLinkText = {
  forgotPassword: 'Forgot password?',
} as const;
