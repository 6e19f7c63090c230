import { accountMessages } from '@ironvolt/shared/accounts-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import { navText } from '@ironvolt/shared/site';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useVerifyEmail } from '@/features/accounts/api/verify-email';
import { PageMeta } from '@/features/site/components/page-meta';
import { useAccessToken } from '@/lib/auth';

const { title, description } = pageMeta.verifyEmail;

/** The page the verification mail's link opens: /verify-email?token=… proves the address as it opens. */
export const VerifyEmailRoute = () => {
  const token = useSearchParams()[0].get('token');
  const signedIn = useAccessToken() !== null;
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Once per token: the link is good once, and React may run an effect twice in development.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  const onward = signedIn ? (
    <Link to={paths.dashboard.myProfile.getHref()} className="btn btn-primary">
      Go to My Profile
    </Link>
  ) : (
    <Link to={paths.login.getHref(paths.dashboard.myProfile.getHref())} className="btn btn-primary">
      {navText.logIn}
    </Link>
  );

  const failed = !token || verify.isError;
  return (
    <>
      <PageMeta title={title} description={description} />
      <AuthLayout title={title} lead="The link in the mail we sent you confirms that the address is yours.">
        <div className="flex flex-col gap-5">
          {/* Present from the start, so screen readers announce the outcome when it arrives. */}
          <div role="status">
            {verify.isSuccess ? (
              <p className="flex gap-3 rounded-box border border-success/40 bg-success/10 p-4">
                <Icon name="mail-check" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{verify.data.message}</span>
              </p>
            ) : failed ? (
              <p className="flex gap-3 rounded-box border border-error/40 bg-error/10 p-4">
                <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-error" />
                <span>{verify.error?.message ?? accountMessages.verifyInvalid}</span>
              </p>
            ) : (
              <p className="flex items-center gap-3 p-4">
                <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
                Confirming your email address…
              </p>
            )}
          </div>
          {verify.isSuccess || failed ? onward : null}
        </div>
      </AuthLayout>
    </>
  );
};
