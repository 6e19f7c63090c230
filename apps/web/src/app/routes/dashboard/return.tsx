import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { pageMeta } from '@ironvolt/shared/pages';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ReturnPage } from './return-page';

/** /dashboard/returns/:id (shop admins): a return and its next step. */
export const ReturnRoute = () => {
  const { id = '' } = useParams();
  return (
    <RequireAdmin title={pageMeta.return.title}>
      <ReturnPage
        id={id}
        shop
        back={{ label: dashboardMenuText.returns, href: paths.dashboard.returns.getHref() }}
      />
    </RequireAdmin>
  );
};
