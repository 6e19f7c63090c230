import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { QuoteList } from '@/features/quotes/components/quote-list';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.quotes;

/** /dashboard/quotes (shop admins): every buyer's requests for quote, by status and searched. */
export const QuotesRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Requests for quote from buyers. Open one to send an offer." />
      <QuoteList shop />
    </RequireAdmin>
  </>
);
