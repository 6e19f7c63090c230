import { pageMeta } from '@ironvolt/shared/pages';
import { navText } from '@ironvolt/shared/site';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.forgotPassword;

export const ForgotPasswordRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <AuthLayout
      title="Forgot your password?"
      lead="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login.getHref()} className="link link-primary font-semibold">
            {navText.logIn}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  </>
);
