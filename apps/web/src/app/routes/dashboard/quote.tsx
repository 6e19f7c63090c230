import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { pageMeta } from '@ironvolt/shared/pages';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { QuotePage } from './quote-page';

/** /dashboard/quotes/:id (shop admins): a buyer's quote, with the offer form while it is requested. */
export const QuoteRoute = () => {
  const { id = '' } = useParams();
  return (
    <RequireAdmin title={pageMeta.quote.title}>
      <QuotePage
        id={id}
        shop
        back={{ label: dashboardMenuText.quotes, href: paths.dashboard.quotes.getHref() }}
      />
    </RequireAdmin>
  );
};
