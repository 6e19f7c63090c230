import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReturnPage } from './return-page';

/** /dashboard/my-returns/:id: the buyer's return. */
export const MyReturnRoute = () => {
  const { id = '' } = useParams();
  return (
    <ReturnPage
      id={id}
      shop={false}
      back={{ label: dashboardMenuText.myReturns, href: paths.dashboard.myReturns.getHref() }}
    />
  );
};
