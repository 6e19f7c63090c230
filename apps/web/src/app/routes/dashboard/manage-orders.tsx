import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.manageOrders;

export const ManageOrdersRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="Every order in the shop: ship paid ones, deliver shipped ones, tidy up unpaid ones."
      />
      <OrdersTable />
    </RequireAdmin>
  </>
);
