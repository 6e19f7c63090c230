import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ProductsTable } from '@/features/admin/components/products-table';
import { PageTitle } from '@/features/site/components/page-title';

const title = dashboardMenuText.manageProducts;

export const ManageProductsRoute = () => (
  <>
    <PageTitle title={title} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="The catalogue: change price, stock and minimum order, or remove a tool."
      />
      <ProductsTable />
    </RequireAdmin>
  </>
);
