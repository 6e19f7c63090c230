import { dashboardMenuText } from './navigation.ts';
import { navText } from './site.ts';

/**
 * Each page's title (the shown shop name follows it: "Blogs | Ironvolt Tools") and meta description. SPEC names
 * neither, so these are plain; the dashboard's titles are its menu's words. A module of its own, loaded with the
 * pages: the shell, loaded up front, needs none of it.
 */
export const pageMeta = {
  home: {
    title: 'Home',
    description:
      'Electric tools with quality and efficiency at a low cost, made since 1992. Browse the catalogue, read what customers say and order in bulk.',
  },
  allProducts: {
    title: 'All products',
    description:
      'Every electric tool we make, with its price per piece, the stock we hold and the minimum order. Search by name or model.',
  },
  purchase: {
    title: 'Purchase',
    description: 'Order a tool in bulk: its details, the minimum order and your total before you buy.',
  },
  tool: {
    title: 'Tool',
    description: "A tool's details: its specifications, pictures, price, stock and minimum order.",
  },
  toolNotFound: {
    title: 'Tool not found',
    description: 'No tool lives at this address. Browse all products to find the one you are after.',
  },
  blogs: {
    title: 'Blogs',
    description:
      'Questions and answers on React: performance, state management, prototypal inheritance and why state is never set directly.',
  },
  warranty: {
    title: 'Warranty registration',
    description:
      'Register your tool within 30 days of purchase for the 3 year service warranty: model, serial number and purchase date, no account needed.',
  },
  recalls: {
    title: 'Recalls',
    description: 'Tools we are recalling, by model and serial number, and what to do if you have one.',
  },
  dashboardRecalls: {
    title: 'Recalls',
    description:
      'Publish recalls by model, serial range and shipping days; every owner and buyer is mailed once.',
  },
  aboutMe: {
    title: 'About me',
    description: 'The team that designs and builds this storefront, and the tools they build it with.',
  },
  login: {
    title: navText.logIn,
    description:
      'Log in with your email and password, or with Google, to order tools and follow your orders.',
  },
  register: {
    title: 'Register',
    description:
      'Create an account with your name, email and a password, or with Google, to order tools in bulk.',
  },
  forgotPassword: {
    title: 'Forgot password',
    description: 'Ask for a link to choose a new password for your account.',
  },
  resetPassword: {
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
  },
  verifyEmail: {
    title: 'Confirm your email',
    description: 'Confirm that the email address of your account is yours.',
  },
  myProfile: {
    title: dashboardMenuText.myProfile,
    description: 'Your name, contact details and address, used for your orders.',
  },
  cart: {
    title: dashboardMenuText.cart,
    description: 'The tools you are about to order, in their amounts and volume prices, placed as one order.',
  },
  quickOrder: {
    title: dashboardMenuText.quickOrder,
    description:
      'Paste model numbers and amounts, or choose a CSV file, and add them all to your cart at once.',
  },
  myQuotes: {
    title: dashboardMenuText.myQuotes,
    description: 'Your requests for quote: the shop’s offers to accept, decline or ask to revise.',
  },
  myQuote: {
    title: 'Quote',
    description: 'A request for quote with every offer and message, and its PDF.',
  },
  quotes: {
    title: dashboardMenuText.quotes,
    description: 'Requests for quote from buyers: answer each with a price per line and an expiry.',
  },
  quote: {
    title: 'Quote',
    description: 'A request for quote: its lines, its history and the offer to send.',
  },
  myReturns: {
    title: dashboardMenuText.myReturns,
    description: 'Your returns and warranty claims, and where each stands.',
  },
  myReturn: {
    title: 'Return',
    description: 'A return: its tools, the shop’s instructions and its credit note.',
  },
  returns: {
    title: dashboardMenuText.returns,
    description: 'Returns and warranty claims from buyers: approve, receive and resolve each.',
  },
  return: {
    title: 'Return',
    description: 'A return: its tools and reasons, and its next step.',
  },
  myOrders: {
    title: dashboardMenuText.myOrders,
    description: 'Your orders: pay for them, follow their delivery, or cancel one that is not paid yet.',
  },
  myOrder: {
    title: 'Order',
    description:
      'One of your orders: its tools, delivery address, steps so far, documents and what you can do next.',
  },
  reviewTool: {
    title: 'Review this tool',
    description: 'Rate a tool delivered to you from 1 to 5 stars and tell other buyers how it works for you.',
  },
  addReview: {
    title: dashboardMenuText.addReview,
    description: 'Rate us from 1 to 5 stars and tell other customers how your order went.',
  },
  payment: {
    title: 'Payment',
    description: "Pay for your order by card. The amount is your order's total.",
  },
  manageOrders: {
    title: dashboardMenuText.manageOrders,
    description: 'Every order in the store: ship, deliver or delete them.',
  },
  manageOrder: {
    title: 'Order',
    description:
      'One order of the shop: its tools, buyer, delivery address, steps so far, documents and actions.',
  },
  addProduct: {
    title: dashboardMenuText.addProduct,
    description: 'Add a tool to the catalogue, with its picture, price, stock and minimum order.',
  },
  allUsers: {
    title: dashboardMenuText.allUsers,
    description: 'Everyone with an account. Admins manage orders, products and users.',
  },
  manageProducts: {
    title: dashboardMenuText.manageProducts,
    description: 'Every tool in the catalogue: change its price and stock, or delete it.',
  },
  categories: {
    title: dashboardMenuText.categories,
    description:
      'The catalogue’s categories: add, rename, put in order, or delete one after moving its tools.',
  },
  overview: {
    title: dashboardMenuText.overview,
    description: 'Revenue, orders, best sellers and low stock at a glance.',
  },
  activity: {
    title: dashboardMenuText.activity,
    description:
      'Who changed what in the shop, and when: every admin action, with the values before and after.',
  },
  mail: {
    title: dashboardMenuText.mail,
    description:
      'Every mail the shop sends: what waits for the mail server, what failed and why, and what was sent.',
  },
  tradeAccount: {
    title: dashboardMenuText.tradeAccount,
    description:
      'Buy for your company: apply for a trade account, then manage its buyers and delivery addresses.',
  },
  approvals: {
    title: dashboardMenuText.approvals,
    description: "Your buyers' orders above their order limit: approve them to let them pay, or reject them.",
  },
  companies: {
    title: dashboardMenuText.companies,
    description: 'Trade accounts: applications to approve or reject, and the companies with their members.',
  },
  receivables: {
    title: dashboardMenuText.receivables,
    description:
      'What each company owes on account: open balance, credit left, invoices by days past due, and their CSV.',
  },
  priceLists: {
    title: dashboardMenuText.priceLists,
    description:
      "Companies' own prices: price lists with a discount, tools' prices of their own, and their CSV.",
  },
  shipping: {
    title: dashboardMenuText.shipping,
    description:
      'Shipping zones: the countries the shop ships to, their rates by weight, and free shipping over an amount.',
  },
  notFound: {
    title: 'Page not found',
    description: 'There is no page at this address: the link may be old, or the address mistyped.',
  },
} as const satisfies Record<string, { title: string; description: string }>;
