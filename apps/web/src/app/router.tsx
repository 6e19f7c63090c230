import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { RootFallback, RootRoute } from './routes/root';

/** Every page is its own chunk, loaded when its route is first visited. */
export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter([
    {
      path: paths.home.path,
      Component: RootRoute,
      ErrorBoundary: RouteError,
      HydrateFallback: RootFallback,
      children: [
        {
          index: true,
          lazy: async () => {
            const { HomeRoute, clientLoader } = await import('./routes/storefront/home');
            return { Component: HomeRoute, loader: clientLoader(queryClient) };
          },
        },
        {
          path: paths.allProducts.path,
          lazy: async () => {
            const { AllProductsRoute, clientLoader } = await import('./routes/storefront/all-products');
            return { Component: AllProductsRoute, loader: clientLoader(queryClient) };
          },
        },
        {
          path: paths.blogs.path,
          lazy: async () => ({ Component: (await import('./routes/storefront/blogs')).BlogsRoute }),
        },
        {
          path: paths.aboutMe.path,
          lazy: async () => ({ Component: (await import('./routes/storefront/about-me')).AboutMeRoute }),
        },
        {
          path: paths.login.path,
          lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }),
        },
        {
          path: paths.register.path,
          lazy: async () => ({ Component: (await import('./routes/auth/register')).RegisterRoute }),
        },
        {
          path: paths.dashboard.path,
          lazy: async () => ({ Component: (await import('./routes/dashboard/dashboard')).DashboardRoute }),
        },
        {
          path: paths.notFound.path,
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
  ]);

export const AppRouter = () => {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
};
