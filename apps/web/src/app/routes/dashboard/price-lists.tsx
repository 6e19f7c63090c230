import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { PriceListsAdmin } from '@/features/price-lists/components/price-lists-admin';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.priceLists;

export const PriceListsRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="A company's own prices: a discount on every tool, and tools with a price of their own."
      />
      <PriceListsAdmin />
    </RequireAdmin>
  </>
);
