import { pageMeta } from '@ironvolt/shared/pages';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { LoadFailed } from '@/components/ui/table-states';
import { useReturn } from '@/features/returns/api/returns';
import { ReturnDetailView } from '@/features/returns/components/return-detail';
import { PageMeta } from '@/features/site/components/page-meta';

/** One return's page, for its buyer (My returns) or a shop admin (Returns, `shop`). */
export const ReturnPage = ({
  id,
  shop,
  back,
}: {
  id: string;
  shop: boolean;
  back: { label: string; href: string };
}) => {
  const item = useReturn(id);
  const heading = item.data ? `Return ${item.data.number}` : pageMeta.myReturn.title;
  return (
    <>
      <PageMeta title={heading} description={pageMeta.myReturn.description} />
      <Breadcrumbs trail={[back]} current={heading} />
      <PageHeader
        title={heading}
        lead={
          shop
            ? 'The buyer’s return and its next step.'
            : 'Your return, our instructions and its credit note.'
        }
      />
      {item.isError ? (
        <LoadFailed what="return" onRetry={() => void item.refetch()} />
      ) : !item.data ? (
        <p role="status">Loading the return…</p>
      ) : (
        <ReturnDetailView item={item.data} shop={shop} />
      )}
    </>
  );
};
