import { USERS_PAGE_MAX, USERS_SEARCH_MAX, type User } from '@ironvolt/shared/accounts';
import { accountMessages, adminConfirmLines } from '@ironvolt/shared/accounts-constants';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { Pager } from '@/components/ui/pager';
import { LoadFailed } from '@/components/ui/table-states';
import { isAdmin, useUser } from '@/features/accounts/api/get-user';
import { useUsers } from '@/features/accounts/api/get-users';
import { useMakeAdmin } from '@/features/accounts/api/make-admin';
import { useRemoveAdmin } from '@/features/accounts/api/remove-admin';

const RoleBadge = ({ user }: { user: User }) =>
  isAdmin(user) ? (
    <span className="badge badge-primary gap-1">
      <Icon name="shield" className="size-3.5" />
      Admin
    </span>
  ) : (
    <span className="badge badge-outline">Customer</span>
  );

/** How long typing may pause before the search goes to the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * SPEC's admin user list: name, email and role, sorted by name and searched by name or email on the server (every
 * word, any letter case), a page at a time, with make admin / remove admin as promise toasts, each asked first
 * with what follows (above all when an admin removes their own rights).
 */
export const UsersTable = () => {
  const { data: me } = useUser();
  // A link from elsewhere (the Activity page's names) may bring a search: ?q=.
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q')?.trim() ?? '');
  const [q, setQ] = useState(() => params.get('q')?.trim() ?? '');
  const [page, setPage] = useState(1);
  // A changed search starts again on its first page; typing that leaves it as it was changes nothing.
  useEffect(() => {
    const next = query.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, q]);
  const { data, isPending, isError, isPlaceholderData, refetch } = useUsers({ q, page });
  const searchId = useId();
  const users = data?.items ?? [];
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const busy = makeAdmin.isPending || removeAdmin.isPending;
  const [toChange, setToChange] = useState<User | null>(null);

  const toggleAdmin = (user: User) => {
    const admin = isAdmin(user);
    const change = admin
      ? removeAdmin.mutateAsync({ email: user.email })
      : makeAdmin.mutateAsync({ email: user.email });
    // SPEC section 8: the same error text for both directions.
    void toast
      .promise(change, {
        loading: accountMessages.adminLoading,
        success: admin ? accountMessages.adminRemoved : accountMessages.adminAdded,
        error: accountMessages.adminError,
      })
      .catch(() => undefined);
  };

  const confirmLine = (user: User) =>
    !isAdmin(user)
      ? adminConfirmLines.grant(user.name, user.email)
      : user._id === me?._id
        ? adminConfirmLines.removeOwn
        : adminConfirmLines.remove(user.name, user.email);

  const confirmDialog = (
    <ConfirmDialog
      open={toChange !== null}
      action={toChange ? confirmLine(toChange) : ''}
      onClose={(accepted) => {
        const user = toChange;
        setToChange(null);
        if (accepted && user) toggleAdmin(user);
      }}
    />
  );

  const toggleButton = (user: User, admin: boolean) => (
    <button
      type="button"
      // Not the loudest thing on the row: granting admin is a deliberate act, not the row's main action.
      className={`btn btn-sm btn-outline whitespace-nowrap ${admin ? 'btn-error' : ''}`}
      disabled={busy}
      onClick={() => setToChange(user)}
    >
      {admin ? 'Remove admin' : 'Make admin'}
    </button>
  );

  // The search stays whatever the list does, so that a search the server refuses can be changed.
  const searchBox = (
    <search className="mb-4 flex flex-col gap-1.5 sm:max-w-sm">
      <label htmlFor={searchId} className="font-medium text-sm">
        Search users
      </label>
      <input
        id={searchId}
        type="search"
        className="input w-full"
        placeholder="Name or email"
        autoComplete="off"
        maxLength={USERS_SEARCH_MAX}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </search>
  );

  if (isPending) {
    return (
      <>
        {searchBox}
        <div role="status" className="flex items-center gap-3 rounded-box border border-base-300 p-6">
          <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
          Loading…
        </div>
      </>
    );
  }

  if (isError) {
    // The error itself is toasted by the query client; this keeps the page useful.
    return (
      <>
        {searchBox}
        <LoadFailed what="users" onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      {searchBox}
      <p className="mb-3 text-base-content/80 text-sm" aria-live="polite">
        {`${data.total} ${data.total === 1 ? 'user' : 'users'}${q ? ` match “${q}”` : ''}`}
      </p>
      <div
        className={`overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm ${isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
        aria-busy={isPlaceholderData}
      >
        <table className="table table-sm md:table-md">
          <caption className="sr-only">Users and their roles</caption>
          <thead>
            <tr className="text-base-content/80">
              <th scope="col">Name</th>
              <th scope="col" className="hidden md:table-cell">
                Email
              </th>
              <th scope="col">Role</th>
              <th scope="col" className="hidden text-right sm:table-cell">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const admin = isAdmin(user);
              const isMe = me?._id === user._id;
              return (
                <tr key={user._id} className="hover:bg-base-200/60">
                  <td>
                    <div className="flex items-center gap-3">
                      <span className="hidden sm:inline-flex">
                        <Avatar name={user.name} image={user.image} size="sm" />
                      </span>
                      <div className="min-w-0">
                        <p className="font-semibold">
                          {user.name}
                          {isMe ? <span className="font-normal text-base-content/75"> (you)</span> : null}
                        </p>
                        {/* Phones: the email under the name, breaking after the @ when it must. */}
                        <p className="text-base-content/75 text-xs md:hidden">
                          {user.email.split('@')[0]}
                          <wbr />@{user.email.split('@')[1]}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="hidden break-all md:table-cell">{user.email}</td>
                  <td>
                    {/* Phones: the button under the role, so that the table fits without scrolling. */}
                    <div className="flex flex-col items-start gap-2">
                      <RoleBadge user={user} />
                      <span className="sm:hidden">{toggleButton(user, admin)}</span>
                    </div>
                  </td>
                  <td className="hidden text-right sm:table-cell">{toggleButton(user, admin)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {users.length === 0 && q ? <p className="p-6 text-center">No user matches “{q}”.</p> : null}
      </div>
      <div className="mt-4">
        <Pager
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / USERS_PAGE_MAX))}
          onPage={setPage}
          label="User pages"
        />
      </div>
      {confirmDialog}
    </>
  );
};
