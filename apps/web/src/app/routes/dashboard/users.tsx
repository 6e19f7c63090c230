import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { UsersTable } from '@/features/accounts/components/users-table';
import { PageTitle } from '@/features/site/components/page-title';

const title = dashboardMenuText.allUsers;

export const UsersRoute = () => (
  <>
    <PageTitle title={title} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead="Everyone with an account. Admins manage orders, products and users." />
      <UsersTable />
    </RequireAdmin>
  </>
);
