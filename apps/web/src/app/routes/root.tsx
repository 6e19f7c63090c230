import { DEFAULT_SHOP_NAME } from '@ironvolt/shared/http-constants';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/accounts/api/logout';
import { AccountMenu } from '@/features/accounts/components/account-menu';
import { CartLink } from '@/features/cart/components/cart-link';
import { useConfig } from '@/features/site/api/get-config';
import { ThemeSwitch } from '@/features/theme/components/theme-switch';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { useAccessToken } from '@/lib/auth';

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
          <>
            <CartLink />
            <AccountMenu onLogout={onLogout} themeSwitch={<ThemeSwitch className="w-full" />} />
          </>
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

/** First load, while the page's code arrives: the shell is already there, with a spinner for the page. */
export const RootFallback = () => (
  <Shell>
    <Spinner />
  </Shell>
);
