import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { OrdersTable } from '@/features/admin/components/orders-table';
import { PageTitle } from '@/features/site/components/page-title';

const title = dashboardMenuText.manageOrders;

export const ManageOrdersRoute = () => (
  <>
    <PageTitle title={title} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="Every order in the shop: ship paid ones, deliver shipped ones, tidy up unpaid ones."
      />
      <OrdersTable />
    </RequireAdmin>
  </>
);
