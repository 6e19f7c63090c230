import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { UsersTable } from '@/features/accounts/components/users-table';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.allUsers;

export const UsersRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Everyone with an account. Admins manage orders, products and users." />
      <UsersTable />
    </RequireAdmin>
  </>
);
