import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { QuotePage } from './quote-page';

/** /dashboard/my-quotes/:id: the buyer's quote, with their answers to an offer. */
export const MyQuoteRoute = () => {
  const { id = '' } = useParams();
  return (
    <QuotePage
      id={id}
      shop={false}
      back={{ label: dashboardMenuText.myQuotes, href: paths.dashboard.myQuotes.getHref() }}
    />
  );
};
