import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { isAdmin, useUser } from '@/features/accounts/api/get-user';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { CatalogCsv } from '@/features/catalog/components/catalog-csv';
import { ProductsTable } from '@/features/catalog/components/products-table';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.manageProducts;

export const ManageProductsRoute = () => {
  const { data: me } = useUser();
  return (
    <>
      <PageMeta title={title} description={description} />
      <RequireAdmin title={title}>
        <PageHeader
          title={title}
          lead="The catalogue: change price, stock and minimum order, a tool page's specifications and images, or remove a tool."
        />
        <ProductsTable admin={isAdmin(me)} />
        <CatalogCsv />
      </RequireAdmin>
    </>
  );
};
