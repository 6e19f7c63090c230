import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  RouterProvider,
  redirect,
} from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths, signInPaths } from '@/config/paths';
import { googleCodeIn } from '@/features/accounts/utils/return-path';
import { getAccessToken, safeReturnPath, setSignedOutHandler } from '@/lib/auth';
import { notify } from '@/lib/notify';
import {
  allProductsLoader,
  homeLoader,
  notFoundLoader,
  purchaseLoader,
  recallsLoader,
  rootLoader,
  signInLoader,
  toolPageLoader,
} from './routes/loaders';
import { RootFallback, RootRoute } from './routes/root';

/** Route `handle`. */
export type RouteHandle = {
  /** Pages only a signed-in user may see. */
  requiresSignIn?: boolean;
  /**
   * The page's module, as the build's manifest names it: the server asks for its code with the page's HTML.
   * Every route with `lazy` has one.
   */
  module?: string;
  /** Rendered in the browser only: the server, which cannot tell who is signed in, sends the shell. */
  browserOnly?: boolean;
};

const currentPath = (url: URL) => `${url.pathname}${url.search}`;

/** Protected routes: signed-out visitors go to /login, which remembers where they were going. */
const requireSignIn = ({ request }: LoaderFunctionArgs) => {
  if (getAccessToken()) return null;
  throw redirect(paths.login.getHref(currentPath(new URL(request.url))));
};

/**
 * /login and /register: a signed-in user goes on to where they were going, or home; except back from a Google
 * sign-in (the fresh one deleting an account asks for), whose code /login trades for a new token first.
 */
const redirectIfSignedIn = ({ request }: LoaderFunctionArgs) => {
  if (!getAccessToken() || googleCodeIn(window.location.hash) !== null) return null;
  const from = new URL(request.url).searchParams.get('from');
  throw redirect(safeReturnPath(from) ?? paths.home.getHref());
};

/** A page's handle naming its module (src/app/routes/…), which the server preloads with its HTML. */
const page = (module: string, handle: RouteHandle = {}): RouteHandle => ({
  ...handle,
  module: `src/app/routes/${module}.tsx`,
});

/**
 * The app's routes, in the browser and on the server (entry-server.tsx). Every page is its own chunk, loaded when
 * its route is first visited; a storefront page's loader starts its requests at the same time (routes/loaders.ts).
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.home.path,
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: RootFallback,
    loader: rootLoader(queryClient),
    children: [
      {
        index: true,
        loader: homeLoader(queryClient),
        handle: page('storefront/home'),
        lazy: async () => ({ Component: (await import('./routes/storefront/home')).HomeRoute }),
      },
      {
        path: paths.allProducts.path,
        loader: allProductsLoader(queryClient),
        handle: page('storefront/all-products'),
        lazy: async () => ({
          Component: (await import('./routes/storefront/all-products')).AllProductsRoute,
        }),
      },
      {
        path: paths.tool.path,
        loader: toolPageLoader(queryClient),
        handle: page('storefront/tool-page'),
        lazy: async () => ({ Component: (await import('./routes/storefront/tool-page')).ToolPageRoute }),
      },
      {
        path: paths.warranty.path,
        handle: page('storefront/warranty'),
        lazy: async () => ({ Component: (await import('./routes/storefront/warranty')).WarrantyRoute }),
      },
      {
        path: paths.recalls.path,
        loader: recallsLoader(queryClient),
        handle: page('storefront/recalls'),
        lazy: async () => ({ Component: (await import('./routes/storefront/recalls')).RecallsRoute }),
      },
      {
        path: paths.blogs.path,
        handle: page('storefront/blogs'),
        lazy: async () => ({ Component: (await import('./routes/storefront/blogs')).BlogsRoute }),
      },
      ...[paths.aboutMe.path, paths.aboutMeAlias.path].map((path) => ({
        path,
        handle: page('storefront/about-me'),
        lazy: async () => ({ Component: (await import('./routes/storefront/about-me')).AboutMeRoute }),
      })),
      {
        path: paths.purchase.path,
        // On the server nobody is signed in (the token lives in the browser): the visitor is sent to /login,
        // which sends a signed-in one straight back.
        loader: (args: LoaderFunctionArgs) => requireSignIn(args) ?? purchaseLoader(queryClient, args),
        handle: page('storefront/purchase', { requiresSignIn: true }),
        lazy: async () => ({ Component: (await import('./routes/storefront/purchase')).PurchaseRoute }),
      },
      {
        path: paths.login.path,
        loader: (args: LoaderFunctionArgs) => redirectIfSignedIn(args) ?? signInLoader(queryClient)(),
        handle: page('auth/login'),
        lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }),
      },
      {
        path: paths.register.path,
        loader: (args: LoaderFunctionArgs) => redirectIfSignedIn(args) ?? signInLoader(queryClient)(),
        handle: page('auth/register'),
        lazy: async () => ({ Component: (await import('./routes/auth/register')).RegisterRoute }),
      },
      {
        path: paths.forgotPassword.path,
        handle: page('auth/forgot-password'),
        lazy: async () => ({
          Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute,
        }),
      },
      {
        path: paths.resetPassword.path,
        handle: page('auth/reset-password'),
        lazy: async () => ({
          Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute,
        }),
      },
      {
        path: paths.verifyEmail.path,
        handle: page('auth/verify-email', { browserOnly: true }),
        lazy: async () => ({
          Component: (await import('./routes/auth/verify-email')).VerifyEmailRoute,
        }),
      },
      {
        path: paths.dashboard.path,
        loader: requireSignIn,
        handle: page('dashboard/dashboard', { requiresSignIn: true, browserOnly: true }),
        lazy: async () => ({ Component: (await import('./routes/dashboard/dashboard')).DashboardRoute }),
        children: [
          // SPEC: My Profile is also the dashboard's index page.
          {
            index: true,
            // Its own check first: loaders run side by side, and this redirect must not outrun the parent's.
            loader: (args: LoaderFunctionArgs) =>
              requireSignIn(args) ?? redirect(paths.dashboard.myProfile.getHref()),
          },
          {
            path: paths.dashboard.myProfile.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/my-profile')).MyProfileRoute,
            }),
          },
          {
            path: paths.dashboard.users.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/users')).UsersRoute }),
          },
          {
            path: paths.dashboard.myOrders.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/my-orders')).MyOrdersRoute }),
          },
          {
            path: paths.dashboard.myOrder.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/my-order')).MyOrderRoute }),
          },
          {
            path: paths.dashboard.reviewTool.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/review-tool')).ReviewToolRoute,
            }),
          },
          {
            path: paths.dashboard.myQuotes.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/my-quotes')).MyQuotesRoute }),
          },
          {
            path: paths.dashboard.myQuote.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/my-quote')).MyQuoteRoute }),
          },
          {
            path: paths.dashboard.recalls.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/recalls')).DashboardRecallsRoute,
            }),
          },
          {
            path: paths.dashboard.myReturns.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/my-returns')).MyReturnsRoute }),
          },
          {
            path: paths.dashboard.myReturn.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/my-return')).MyReturnRoute }),
          },
          {
            path: paths.dashboard.returns.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/returns')).ReturnsRoute }),
          },
          {
            path: paths.dashboard.returnOf.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/return')).ReturnRoute }),
          },
          {
            path: paths.dashboard.quotes.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/quotes')).QuotesRoute }),
          },
          {
            path: paths.dashboard.quote.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/quote')).QuoteRoute }),
          },
          {
            path: paths.dashboard.cart.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/cart')).CartRoute }),
          },
          {
            path: paths.dashboard.quickOrder.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/quick-order')).QuickOrderRoute,
            }),
          },
          {
            path: paths.dashboard.addReview.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/add-review')).AddReviewRoute,
            }),
          },
          {
            path: paths.dashboard.manageOrders.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/manage-orders')).ManageOrdersRoute,
            }),
          },
          {
            path: paths.dashboard.manageOrder.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/manage-order')).ManageOrderRoute,
            }),
          },
          {
            path: paths.dashboard.addProduct.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/add-product')).AddProductRoute,
            }),
          },
          {
            path: paths.dashboard.manageProducts.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/manage-products')).ManageProductsRoute,
            }),
          },
          {
            path: paths.dashboard.categories.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/categories')).CategoriesRoute,
            }),
          },
          {
            path: paths.dashboard.overview.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/overview')).OverviewRoute }),
          },
          {
            path: paths.dashboard.activity.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/activity')).ActivityRoute }),
          },
          {
            path: paths.dashboard.mail.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/mail')).MailRoute }),
          },
          {
            path: paths.dashboard.tradeAccount.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/trade-account')).TradeAccountRoute,
            }),
          },
          {
            path: paths.dashboard.approvals.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/approvals')).ApprovalsRoute }),
          },
          {
            path: paths.dashboard.companies.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/companies')).CompaniesRoute }),
          },
          {
            path: paths.dashboard.receivables.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/receivables')).ReceivablesRoute,
            }),
          },
          {
            path: paths.dashboard.priceLists.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/price-lists')).PriceListsRoute,
            }),
          },
          {
            path: paths.dashboard.shipping.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/shipping')).ShippingRoute }),
          },
          {
            path: paths.dashboard.payment.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/payment')).PaymentRoute }),
          },
        ],
      },
      {
        path: paths.notFound.path,
        loader: notFoundLoader,
        handle: page('not-found'),
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

/** The browser's router: with the server's data (`hydrationData`) when the server rendered the page. */
export const createAppRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : {});

export type AppRouter = ReturnType<typeof createAppRouter>;

const isProtected = (router: AppRouter) =>
  router.state.matches.some(
    (match) => (match.route.handle as RouteHandle | undefined)?.requiresSignIn === true,
  );

/**
 * What losing the session behind the user's back means on screen. A refused token (401): forget every cached
 * answer, say why, and go to /login remembering the page. Logged out in another tab: the same, quietly, and
 * only away from pages that need a signed-in user. Installed when the router is made, before React renders: the
 * first page's loaders may already be told 401 while its code is still loading.
 */
export const handleSignedOut = (router: AppRouter, queryClient: QueryClient): void => {
  setSignedOutHandler((event) => {
    if (event.reason === 'other-tab' && event.signedIn) {
      // Someone else signed in over there: nothing cached may show the previous user.
      void queryClient.resetQueries();
      return;
    }
    queryClient.clear();
    // Where the visitor is going when a navigation is under way (from /login, which sent them on, to a
    // protected page whose first request was refused), else where they are.
    const location = router.state.navigation.location ?? router.state.location;
    const here = `${location.pathname}${location.search}`;
    if (event.reason === 'unauthorized') {
      notify.error(event.message, { id: 'signed-out' });
      if (signInPaths.includes(location.pathname)) return;
      void router.navigate(paths.login.getHref(here), { replace: true });
    } else if (isProtected(router)) {
      void router.navigate(paths.login.getHref(here), { replace: true });
    }
  });
};

export const AppRouter = ({ router }: { router: AppRouter }) => <RouterProvider router={router} />;
