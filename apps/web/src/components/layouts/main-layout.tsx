import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { Navbar } from '@/components/layouts/navbar';
import { SkipLink } from '@/components/ui/skip-link';

const MAIN_ID = 'main';

type MainLayoutProps = {
  shopName: string;
  careersEmail?: string | undefined;
  /** Controls for the navbar (the theme toggle, or the account menu). */
  navActions?: ReactNode;
  signedIn?: boolean;
  onLogout?: () => void;
  children: ReactNode;
};

/** The storefront shell: skip link, navbar, the page as <main>, footer. */
export const MainLayout = ({
  shopName,
  careersEmail,
  navActions,
  signedIn = false,
  onLogout,
  children,
}: MainLayoutProps) => {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      <SkipLink targetId={MAIN_ID} />
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden" aria-hidden="true">
          <div className="h-full w-1/3 animate-pulse bg-volt" />
        </div>
      ) : null}
      <Navbar shopName={shopName} actions={navActions} signedIn={signedIn} onLogout={onLogout} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer shopName={shopName} careersEmail={careersEmail} signedIn={signedIn} />
    </div>
  );
};
