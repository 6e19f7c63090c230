import { DEFAULT_SHOP_NAME } from '@ironvolt/shared/http';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { Spinner } from '@/components/ui/spinner';
import { useConfig } from '@/features/site/api/get-config';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';

const Shell = ({ children }: { children: ReactNode }) => {
  const { data: config } = useConfig();
  return (
    <MainLayout
      shopName={config?.shopName ?? DEFAULT_SHOP_NAME}
      careersEmail={config?.careersEmail}
      navActions={<ThemeToggle className="hover:border-transparent hover:bg-white/15" />}
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
