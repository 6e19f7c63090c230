import { dashboardMenuText } from '@ironvolt/shared/navigation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import type { IconName } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { PageTitle } from '@/features/site/components/page-title';

// Pages that later work builds: each says plainly what it will do, never a blank page.

export type UpcomingProps = { title: string; icon: IconName; children: ReactNode };

const UpcomingNotice = ({ title, icon, children }: UpcomingProps) => (
  <ComingSoon
    title={title}
    icon={icon}
    actions={
      <>
        <Link to={paths.allProducts.getHref()} className="btn btn-primary">
          Browse all products
        </Link>
        <Link to={paths.dashboard.myProfile.getHref()} className="btn btn-ghost">
          {dashboardMenuText.myProfile}
        </Link>
      </>
    }
  >
    {children}
  </ComingSoon>
);

export const Upcoming = (props: UpcomingProps) => (
  <>
    <PageTitle title={props.title} />
    <UpcomingNotice {...props} />
  </>
);

export const AdminUpcoming = (props: UpcomingProps) => (
  <>
    <PageTitle title={props.title} />
    <RequireAdmin title={props.title}>
      <UpcomingNotice {...props} />
    </RequireAdmin>
  </>
);
