/** Every route path of the app: `path` for the router, `getHref` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  allProducts: { path: '/allProducts', getHref: () => '/allProducts' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  aboutMe: { path: '/aboutMe', getHref: () => '/aboutMe' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  notFound: { path: '*' },
} as const;
