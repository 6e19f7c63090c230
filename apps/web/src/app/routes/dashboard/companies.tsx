import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { CompaniesAdmin } from '@/features/companies/components/companies-admin';
import { usePriceLists } from '@/features/price-lists/api/price-lists';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.companies;

/** The Companies page offers the shop's price lists for a company to buy by: read here, for admins only. */
const CompaniesWithPriceLists = () => <CompaniesAdmin priceLists={usePriceLists().data} />;

export const CompaniesRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Applications for trade accounts, and the companies that buy here." />
      <CompaniesWithPriceLists />
    </RequireAdmin>
  </>
);
