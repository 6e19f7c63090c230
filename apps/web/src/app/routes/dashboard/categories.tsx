import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { CategoriesManager } from '@/features/catalog/components/categories-manager';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.categories;

export const CategoriesRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead={description} />
      <CategoriesManager />
    </RequireAdmin>
  </>
);
