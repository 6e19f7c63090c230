import { DEFAULT_SHOP_NAME } from '@ironvolt/shared/http-constants';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/accounts/api/logout';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { useAccessToken } from '@/lib/auth';
import { useConfig } from '@/lib/config';

const SignedInActions = lazy(async () => ({
  default: (await import('@/app/signed-in-actions')).SignedInActions,
}));

const Shell = ({ children }: { children: ReactNode }) => {
  const { data: config } = useConfig();
  const signedIn = useAccessToken() !== null;
  const logout = useLogout();
  const onLogout = () => void logout();
  return (
    <MainLayout
      shopName={config?.shopName ?? DEFAULT_SHOP_NAME}
      careersEmail={config?.careersEmail}
      signedIn={signedIn}
      onLogout={onLogout}
      navActions={
        signedIn ? (
          // The cart's and the avatar's room is kept while their code loads.
          <Suspense fallback={<span className="h-8 w-20" aria-hidden="true" />}>
            <SignedInActions onLogout={onLogout} />
          </Suspense>
        ) : (
          <ThemeToggle className="hover:border-transparent hover:bg-white/15" />
        )
      }
    >
      {children}
    </MainLayout>
  );
};

/** The layout route: every page renders inside the storefront shell. */
export const RootRoute = () => (
  <Shell>
    <Outlet />
    <ScrollRestoration />
  </Shell>
);

/**
 * The shell with a spinner for the page: what the server sends for a page rendered in the browser (the dashboard),
 * and what shows there until the page's code is in. Its title is the shop's name until the page has its own.
 */
export const RootFallback = () => {
  const shopName = useConfig().data?.shopName ?? DEFAULT_SHOP_NAME;
  return (
    <Shell>
      <title>{shopName}</title>
      <Spinner />
    </Shell>
  );
};
