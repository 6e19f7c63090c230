import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { PageMeta } from '@/features/site/components/page-meta';
import { RecallsAdmin } from '@/features/warranty/components/recalls-admin';

const { title, description } = pageMeta.dashboardRecalls;

/** /dashboard/recalls (shop admins): publish recalls and see whom they reached. */
export const DashboardRecallsRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Recall tools by model, serial range and shipping days." />
      <RecallsAdmin />
    </RequireAdmin>
  </>
);
