import { accountMessages } from '@ironvolt/shared/accounts-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import { navText } from '@ironvolt/shared/site';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.resetPassword;

/** The page the e-mailed link opens: /reset-password?token=… */
export const ResetPasswordRoute = () => {
  const token = useSearchParams()[0].get('token');
  return (
    <>
      <PageMeta title={title} description={description} />
      <AuthLayout
        title={title}
        lead="Pick a new password for your account. Other devices signed in with the old one are signed out."
        footer={
          <Link to={paths.login.getHref()} className="link link-primary font-semibold">
            {navText.logIn}
          </Link>
        }
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="flex flex-col gap-5">
            <p className="flex gap-3 rounded-box border border-error/40 bg-error/10 p-4">
              <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-error" />
              <span>{accountMessages.resetInvalid}</span>
            </p>
            <Link to={paths.forgotPassword.getHref()} className="btn btn-primary">
              Ask for a new link
            </Link>
          </div>
        )}
      </AuthLayout>
    </>
  );
};
