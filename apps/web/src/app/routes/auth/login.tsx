import { signInReason } from '@ironvolt/shared/accounts-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import { navText } from '@ironvolt/shared/site';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { GoogleSignInButton } from '@/features/accounts/components/google-sign-in-button';
import { LoginForm } from '@/features/accounts/components/login-form';
import { useGoogleSignInReturn } from '@/features/accounts/hooks/use-google-sign-in-return';
import { googleCodeIn, useReturnPath } from '@/features/accounts/utils/return-path';
import { PageMeta } from '@/features/site/components/page-meta';
import { useAccessToken } from '@/lib/auth';
import { useShopName } from '@/lib/config';

export const LoginRoute = () => {
  const signedIn = useAccessToken() !== null;
  const { from, to: returnPath } = useReturnPath();
  const shopName = useShopName();
  const { isFinishing } = useGoogleSignInReturn();
  // Back from Google while still signed in (a fresh sign-in that deleting an account asks for): the code is traded
  // for a new token first.
  const googleReturn = googleCodeIn(useLocation().hash) !== null;
  // Sent here from a protected page: say why, before asking for anything.
  const reason = signInReason(from);

  // Signed in (just now, or already): on to where the visitor was going.
  if (signedIn && !googleReturn) return <Navigate to={returnPath} replace />;

  return (
    <>
      <PageMeta title={pageMeta.login.title} description={pageMeta.login.description} />
      <AuthLayout
        title={navText.logIn}
        lead={`Welcome back to ${shopName}. Log in to order, pay and follow your orders.`}
        footer={
          <>
            New here?{' '}
            <Link to={paths.register.getHref(from)} className="link link-primary font-semibold">
              Create an account
            </Link>
          </>
        }
      >
        {reason ? (
          <p className="mb-5 flex items-center gap-3 rounded-box border border-info/40 bg-info/10 p-4 font-medium">
            <Icon name="login" className="size-5 shrink-0" />
            {reason}
          </p>
        ) : null}
        {isFinishing ? (
          <p role="status" className="mb-5 flex items-center gap-3 rounded-box bg-base-200 p-4">
            <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
            Finishing sign-in with Google…
          </p>
        ) : null}
        <LoginForm />
        <div className="divider my-6 text-base-content/75 text-sm">or</div>
        <GoogleSignInButton returnPath={returnPath} />
      </AuthLayout>
    </>
  );
};
