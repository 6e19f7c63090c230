import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { QuoteList } from '@/features/quotes/components/quote-list';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.myQuotes;

/** /dashboard/my-quotes: the buyer's requests for quote and the shop's offers on them. */
export const MyQuotesRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <PageHeader
      title={title}
      lead="Your requests for quote. Accept an offer before it expires, or ask for a revision."
    />
    <QuoteList />
  </>
);
