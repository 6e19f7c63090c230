import type { User } from '@ironvolt/shared/accounts';
import { accountMessages, FRESH_SIGN_IN_MINUTES } from '@ironvolt/shared/accounts-constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { PasswordField } from '@/components/ui/form/password-field';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useDeleteMyAccount } from '@/features/accounts/api/delete-my-account';
import { downloadMyData } from '@/features/accounts/api/download-my-data';
import { GoogleSignInButton } from '@/features/accounts/components/google-sign-in-button';

type DeleteDialogProps = { user: User; open: boolean; onClose: () => void };

/**
 * "Delete my account": says what goes and what stays, asks for the password (or, for an account without one, a
 * Google sign-in from the last few minutes), and shows the server's refusal in place.
 */
const DeleteAccountDialog = ({ user, open, onClose }: DeleteDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [password, setPassword] = useState('');
  const remove = useDeleteMyAccount();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    // Straight to what it asks for, the password or the Google sign-in: once daisyUI's fade has made it visible
    // (a hidden field cannot take focus), so tried each frame until it does.
    let frame = 0;
    let tries = 0;
    const focusField = () => {
      const field = dialog.querySelector<HTMLElement>('input, a[href]');
      field?.focus();
      if (field && document.activeElement !== field && tries++ < 60)
        frame = requestAnimationFrame(focusField);
    };
    frame = requestAnimationFrame(focusField);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    remove.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(user.oidcOnly ? {} : { password });
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="font-bold text-lg">
          Delete your account?
        </h2>
        <div className="flex flex-col gap-3 py-3 text-base-content/80">
          <p>
            Your name, email address, phone, address and photo are deleted, and you are signed out everywhere.
            Unpaid orders are cancelled. Your other orders stay in the shop's books as "Deleted customer", and
            your reviews stay, by "Former customer". This cannot be undone.
          </p>
          {user.oidcOnly ? (
            <>
              <p>
                Your account signs in with Google: to confirm it is you, sign in with Google again, then
                delete it within {FRESH_SIGN_IN_MINUTES} minutes.
              </p>
              <GoogleSignInButton returnPath={paths.dashboard.myProfile.getHref()} />
            </>
          ) : (
            <PasswordField
              label="Your password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          {remove.error ? (
            <p role="alert" className="flex items-start gap-2 text-error">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              {remove.error.message}
            </p>
          ) : null}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={remove.isPending}>
            {remove.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {accountMessages.deleteAccount}
          </button>
        </div>
      </form>
    </dialog>
  );
};

/** My Profile's "Your data": download everything the shop holds about you, or delete your account. */
export const MyDataPanel = ({ user }: { user: User }) => {
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="font-semibold text-lg">
        Your data
      </h2>
      <p className="mt-2 text-base-content/80">
        Take a copy of everything the shop holds about you (your profile, orders and reviews, as a JSON file),
        or delete your account.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-outline gap-2"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Icon name="clipboard" className="size-4" />
          )}
          {accountMessages.downloadMyData}
        </button>
        <button type="button" className="btn btn-outline btn-error gap-2" onClick={() => setDeleting(true)}>
          {accountMessages.deleteAccount}
        </button>
      </div>
      <DeleteAccountDialog user={user} open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
};
