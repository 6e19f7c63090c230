import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ReturnList } from '@/features/returns/components/return-list';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.myReturns;

/** /dashboard/my-returns: the buyer's returns and warranty claims. */
export const MyReturnsRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <PageHeader title={title} lead="Tools you sent back or asked to, and what the shop did about them." />
    <ReturnList hrefOf={paths.dashboard.myReturn.getHref} />
  </>
);
