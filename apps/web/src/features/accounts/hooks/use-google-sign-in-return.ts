import { accountMessages } from '@ironvolt/shared/accounts-constants';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useExchangeGoogleCode } from '@/features/accounts/api/exchange-google-code';
import { googleCodeIn, takeGoogleReturn } from '@/features/accounts/utils/return-path';
import { notify } from '@/lib/notify';

const googleErrors: Record<string, string> = {
  google: accountMessages.googleFailed,
  'google-unverified': accountMessages.googleEmailUnverified,
};

/**
 * Finishes Google sign-in on /login. The API sends the browser back with a single-use code in the fragment
 * (`#google-code=…`), or `?error=google…`. The address is cleaned first (restoring `?from=` with the origin
 * remembered before leaving), then the code is traded for a token, once.
 */
export const useGoogleSignInReturn = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate, isPending } = useExchangeGoogleCode();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const code = googleCodeIn(location.hash);
    const error = new URLSearchParams(location.search).get('error');
    const failure = error ? googleErrors[error] : undefined;
    if ((!code && !failure) || handled.current === location.key) return;
    handled.current = location.key;

    const cleanUrl = paths.login.getHref(takeGoogleReturn());
    if (failure) {
      notify.error(failure, { id: 'google-sign-in' });
      void navigate(cleanUrl, { replace: true });
      return;
    }
    if (code) {
      void Promise.resolve(navigate(cleanUrl, { replace: true })).then(() =>
        mutate(code, { onError: (failed) => notify.error(failed.message, { id: 'google-sign-in' }) }),
      );
    }
  }, [location, navigate, mutate]);

  return { isFinishing: isPending };
};
