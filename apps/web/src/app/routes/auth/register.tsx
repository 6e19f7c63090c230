import { pageMeta } from '@ironvolt/shared/pages';
import { navText } from '@ironvolt/shared/site';
import { Link, Navigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { GoogleSignInButton } from '@/features/accounts/components/google-sign-in-button';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { useReturnPath } from '@/features/accounts/utils/return-path';
import { PageMeta } from '@/features/site/components/page-meta';
import { useAccessToken } from '@/lib/auth';

const { title, description } = pageMeta.register;

export const RegisterRoute = () => {
  const signedIn = useAccessToken() !== null;
  const { from, to: returnPath } = useReturnPath();

  // Registered (just now) or already signed in: on to where the visitor was going.
  if (signedIn) return <Navigate to={returnPath} replace />;

  return (
    <>
      <PageMeta title={title} description={description} />
      <AuthLayout
        title={title}
        lead="Create your account to order in bulk, pay by card and follow your orders."
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login.getHref(from)} className="link link-primary font-semibold">
              {navText.logIn}
            </Link>
          </>
        }
      >
        <RegisterForm />
        <div className="divider my-6 text-base-content/75 text-sm">or</div>
        <GoogleSignInButton returnPath={returnPath} />
      </AuthLayout>
    </>
  );
};
