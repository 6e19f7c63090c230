import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ReturnList } from '@/features/returns/components/return-list';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.returns;

/** /dashboard/returns (shop admins): every buyer's returns and warranty claims, by status. */
export const ReturnsRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="Returns and warranty claims from buyers. Open one to take its next step."
      />
      <ReturnList shop hrefOf={paths.dashboard.returnOf.getHref} />
    </RequireAdmin>
  </>
);
