import { pageMeta } from '@ironvolt/shared/pages';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LoadFailed } from '@/components/ui/table-states';
import { useUser } from '@/features/accounts/api/get-user';
import { useQuote } from '@/features/quotes/api/quotes';
import { QuoteDetailView } from '@/features/quotes/components/quote-detail';
import { PageMeta } from '@/features/site/components/page-meta';

/** One quote's page, for its buyer (My quotes) or a shop admin (Quotes, `shop`). */
export const QuotePage = ({
  id,
  shop,
  back,
}: {
  id: string;
  shop: boolean;
  back: { label: string; href: string };
}) => {
  const quote = useQuote(id);
  const me = useUser();
  const heading = quote.data ? `Quote ${quote.data.number}` : pageMeta.myQuote.title;
  return (
    <>
      <PageMeta title={heading} description={pageMeta.myQuote.description} />
      <Breadcrumbs trail={[back]} current={heading} />
      <PageHeader
        title={heading}
        lead={
          shop ? 'The buyer’s request and every round of it.' : 'Your request, our offers and every message.'
        }
      />
      {quote.isError ? (
        <LoadFailed what="quote" onRetry={() => void quote.refetch()} />
      ) : !quote.data || !me.data ? (
        <p role="status">Loading the quote…</p>
      ) : (
        <QuoteDetailView quote={quote.data} user={me.data} shop={shop} />
      )}
    </>
  );
};
