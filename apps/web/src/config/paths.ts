/** `?from=` carries where a visitor was going, so that signing in can take them back there. */
const withFrom = (path: string, from?: string | null) =>
  from ? `${path}?${new URLSearchParams({ from }).toString()}` : path;

/** Every route path of the app: `path` for the router, `getHref` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  allProducts: { path: '/allProducts', getHref: () => '/allProducts' },
  purchase: { path: '/purchase/:id', getHref: (id: string) => `/purchase/${encodeURIComponent(id)}` },
  tool: { path: '/tools/:slug', getHref: (slug: string) => `/tools/${encodeURIComponent(slug)}` },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  warranty: { path: '/warranty', getHref: () => '/warranty' },
  recalls: { path: '/recalls', getHref: () => '/recalls' },
  aboutMe: { path: '/aboutMe', getHref: () => '/aboutMe' },
  /** The same page at the address the sitemap lists (issue 25). */
  aboutMeAlias: { path: '/about-me', getHref: () => '/about-me' },
  login: { path: '/login', getHref: (from?: string | null) => withFrom('/login', from) },
  register: { path: '/register', getHref: (from?: string | null) => withFrom('/register', from) },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  dashboard: {
    path: '/dashboard',
    getHref: () => '/dashboard',
    // Children: `path` is relative to /dashboard.
    myProfile: { path: 'my-profile', getHref: () => '/dashboard/my-profile' },
    myOrders: { path: 'my-orders', getHref: () => '/dashboard/my-orders' },
    myOrder: {
      path: 'my-orders/:id',
      getHref: (id: string) => `/dashboard/my-orders/${encodeURIComponent(id)}`,
    },
    /** A tool of a delivered order, reviewed by its buyer (ADR 152). */
    reviewTool: {
      path: 'my-orders/:id/review/:productId',
      getHref: (orderId: string, productId: string) =>
        `/dashboard/my-orders/${encodeURIComponent(orderId)}/review/${encodeURIComponent(productId)}`,
    },
    cart: { path: 'cart', getHref: () => '/dashboard/cart' },
    myQuotes: { path: 'my-quotes', getHref: () => '/dashboard/my-quotes' },
    myQuote: {
      path: 'my-quotes/:id',
      getHref: (id: string) => `/dashboard/my-quotes/${encodeURIComponent(id)}`,
    },
    myReturns: { path: 'my-returns', getHref: () => '/dashboard/my-returns' },
    myReturn: {
      path: 'my-returns/:id',
      getHref: (id: string) => `/dashboard/my-returns/${encodeURIComponent(id)}`,
    },
    returns: { path: 'returns', getHref: () => '/dashboard/returns' },
    returnOf: {
      path: 'returns/:id',
      getHref: (id: string) => `/dashboard/returns/${encodeURIComponent(id)}`,
    },
    quotes: { path: 'quotes', getHref: () => '/dashboard/quotes' },
    recalls: { path: 'recalls', getHref: () => '/dashboard/recalls' },
    quote: {
      path: 'quotes/:id',
      getHref: (id: string) => `/dashboard/quotes/${encodeURIComponent(id)}`,
    },
    quickOrder: { path: 'quick-order', getHref: () => '/dashboard/quick-order' },
    addReview: { path: 'add-review', getHref: () => '/dashboard/add-review' },
    manageOrders: { path: 'manage-orders', getHref: () => '/dashboard/manage-orders' },
    manageOrder: {
      path: 'manage-orders/:id',
      getHref: (id: string) => `/dashboard/manage-orders/${encodeURIComponent(id)}`,
    },
    addProduct: { path: 'add-product', getHref: () => '/dashboard/add-product' },
    users: { path: 'users', getHref: () => '/dashboard/users' },
    manageProducts: { path: 'manage-products', getHref: () => '/dashboard/manage-products' },
    categories: { path: 'categories', getHref: () => '/dashboard/categories' },
    overview: { path: 'overview', getHref: () => '/dashboard/overview' },
    activity: { path: 'activity', getHref: () => '/dashboard/activity' },
    mail: { path: 'mail', getHref: () => '/dashboard/mail' },
    tradeAccount: { path: 'trade-account', getHref: () => '/dashboard/trade-account' },
    companies: { path: 'companies', getHref: () => '/dashboard/companies' },
    receivables: { path: 'receivables', getHref: () => '/dashboard/receivables' },
    priceLists: { path: 'price-lists', getHref: () => '/dashboard/price-lists' },
    shipping: { path: 'shipping', getHref: () => '/dashboard/shipping' },
    approvals: { path: 'approvals', getHref: () => '/dashboard/approvals' },
    payment: {
      path: 'payment/:id',
      getHref: (id: string) => `/dashboard/payment/${encodeURIComponent(id)}`,
    },
  },
  notFound: { path: '*' },
} as const;

/** Pages a signed-in visitor has no business on; never a place to return to after signing in. */
export const signInPaths: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];
