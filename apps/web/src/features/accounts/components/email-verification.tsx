import type { User } from '@ironvolt/shared/accounts';
import { accountMessages } from '@ironvolt/shared/accounts-constants';
import toast from 'react-hot-toast/headless';
import { Icon } from '@/components/ui/icon';
import { useResendVerification } from '@/features/accounts/api/resend-verification';

/** Beside the role: the address is proven (nothing until it is). */
export const EmailVerifiedBadge = ({ user }: { user: User }) =>
  user.emailVerified ? (
    <p className="badge badge-success mt-2 gap-1">
      <Icon name="shield" className="size-3.5" />
      {accountMessages.emailVerifiedBadge}
    </p>
  ) : null;

/** Until the address is proven: says so, with a way to have the link mailed again. */
export const EmailUnverifiedNotice = ({ user }: { user: User }) => {
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  return (
    <div className="mt-3 flex flex-col items-start gap-2 rounded-box border border-warning/60 bg-warning/10 p-3 text-sm">
      <p className="flex gap-2">
        <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
        {accountMessages.emailNotVerified}
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: ({ message }) => toast.success(message, { id: 'verification-sent' }),
            onError: (error) => toast.error(error.message, { id: 'verification-error' }),
          })
        }
      >
        {resend.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
        {accountMessages.resendVerification}
      </button>
    </div>
  );
};
