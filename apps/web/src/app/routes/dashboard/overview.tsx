import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ShopOverview } from '@/features/admin/components/overview';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.overview;

export const OverviewRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Revenue, orders, best sellers and low stock at a glance." />
      <ShopOverview />
    </RequireAdmin>
  </>
);
