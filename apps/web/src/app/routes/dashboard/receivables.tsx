import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ReceivablesAdmin } from '@/features/orders/components/receivables-admin';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.receivables;

/** /dashboard/receivables: what each company owes on account, for shop admins. */
export const ReceivablesRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="What each company owes on account: its balance, the credit it has left, and its open invoices by days past due."
      />
      <ReceivablesAdmin />
    </RequireAdmin>
  </>
);
