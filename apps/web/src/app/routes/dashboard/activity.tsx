import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ActivityLog } from '@/features/admin/components/activity-log';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.activity;

export const ActivityRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead={description} />
      <ActivityLog />
    </RequireAdmin>
  </>
);
