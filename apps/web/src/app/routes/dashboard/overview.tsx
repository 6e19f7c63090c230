import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ShopOverview } from '@/features/admin/components/overview';
import { PageTitle } from '@/features/site/components/page-title';

const title = dashboardMenuText.overview;

export const OverviewRoute = () => (
  <>
    <PageTitle title={title} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Revenue, orders, best sellers and low stock at a glance." />
      <ShopOverview />
    </RequireAdmin>
  </>
);
