/** Words the storefront shows exactly as SPEC.md gives them. */
export const siteText = {
  heroTitle: 'We are an extension to your success',
  getStarted: 'GET STARTED',
  stats: ['We Served 2K+ Customers', 'Annual revenue 2.6M+', '100% Happy Customers'],
  reviewsTitle: 'What others say',
  joinOurTeam: 'Join our team',
  afterSales: ['1 year parts guarantee', '3 year service warranty', 'Instant technical support'],
  establishedYear: 1992,
} as const;

export const navText = {
  home: 'Home',
  dashboard: 'Dashboard',
  aboutMe: 'About Me',
  aboutMeMobile: 'About me',
  blogs: 'Blogs',
  logIn: 'Log in',
  logout: 'Logout',
  profile: 'Profile',
} as const;

export const iconMessages = { missing: 'Could not find icon' } as const;

/** SPEC section 4 and 9: toast lifetimes and how many are kept. */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;

/** The page shown when a page fails to load or render (the app's error boundary, part of the shell). */
export const routeErrorText = {
  title: 'Something went wrong',
  description: 'This page could not be shown. Reloading usually helps.',
} as const;
