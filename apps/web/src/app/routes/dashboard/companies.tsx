import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { CompaniesAdmin } from '@/features/companies/components/companies-admin';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.companies;

export const CompaniesRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Applications for trade accounts, and the companies that buy here." />
      <CompaniesAdmin />
    </RequireAdmin>
  </>
);
