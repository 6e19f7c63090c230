import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { MailTable } from '@/features/mail/components/mail-table';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.mail;

export const MailRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader title={title} lead={description} />
      <MailTable />
    </RequireAdmin>
  </>
);
