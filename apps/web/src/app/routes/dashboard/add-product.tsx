import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { AddProductForm } from '@/features/catalog/components/add-product-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.addProduct;

export const AddProductRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="A new tool for the catalogue: its photo, price, stock and minimum order."
      />
      <AddProductForm />
    </RequireAdmin>
  </>
);
