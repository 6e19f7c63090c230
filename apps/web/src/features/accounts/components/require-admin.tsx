import { accountMessages } from '@ironvolt/shared/accounts-constants';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isAdmin, useUser } from '@/features/accounts/api/get-user';

/**
 * Admin pages: a customer who opens one sees plainly that it is not for them. A convenience only: the server
 * refuses every admin call from a customer anyway.
 */
export const RequireAdmin = ({ title, children }: { title: string; children: ReactNode }) => {
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <Spinner />;
  if (isAdmin(user)) return children;
  return (
    <Notice
      title={title}
      icon="shield-off"
      badge="Not allowed"
      actions={
        isError ? (
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Try again
          </button>
        ) : (
          <Link to={paths.dashboard.myProfile.getHref()} className="btn btn-primary">
            {dashboardMenuText.myProfile}
          </Link>
        )
      }
    >
      {isError ? (
        <p>Your account could not be loaded.</p>
      ) : (
        <>
          <p>{accountMessages.adminOnly}</p>
          <p>This page is for the shop's administrators. Your own pages are in the menu.</p>
        </>
      )}
    </Notice>
  );
};
