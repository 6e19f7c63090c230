import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { AddProductForm } from '@/features/admin/components/add-product-form';
import { PageTitle } from '@/features/site/components/page-title';

const title = dashboardMenuText.addProduct;

export const AddProductRoute = () => (
  <>
    <PageTitle title={title} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="A new tool for the catalogue: its photo, price, stock and minimum order."
      />
      <AddProductForm />
    </RequireAdmin>
  </>
);
