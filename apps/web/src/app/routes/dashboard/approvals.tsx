import { MY_ORDERS_PAGE_SIZE } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { ListCount } from '@/components/ui/table-states';
import { useCompanyOrders } from '@/features/orders/api/company-orders';
import { ApprovalsList } from '@/features/orders/components/approvals-list';
import { PageMeta } from '@/features/site/components/page-meta';
import { useListParams } from '@/hooks/use-list-params';

const { title, description } = pageMeta.approvals;

/** /dashboard/approvals: a company admin's buyers' orders above their order limit, to approve or reject. */
export const ApprovalsRoute = () => {
  const { page, setPage } = useListParams([]);
  const orders = useCompanyOrders({ status: 'awaiting_approval', page });

  let content: ReactNode;
  if (orders.isError) {
    content = (
      <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
        <p className="font-medium">The orders awaiting approval could not be loaded.</p>
        <button type="button" className="btn btn-primary btn-sm mt-4" onClick={() => void orders.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (!orders.data) {
    content = (
      <div>
        <p role="status" className="sr-only">
          Loading…
        </p>
        <div className="skeleton h-40 w-full" aria-hidden="true" />
      </div>
    );
  } else if (orders.data.total === 0) {
    content = (
      <div className="flex flex-col items-center rounded-box border border-base-300 bg-base-200 p-10 text-center">
        <Icon name="clipboard" className="size-10 text-primary" />
        <p className="mt-4 font-semibold text-lg">No order awaits your approval.</p>
        <p className="mt-1 text-base-content/80">
          When a buyer orders above their order limit, the order waits here and we mail you.
        </p>
      </div>
    );
  } else {
    content = (
      <>
        <ListCount total={orders.data.total} one="order" many="orders" fetching={orders.isFetching} />
        <ApprovalsList orders={orders.data.items} />
        <Pager
          page={page}
          pageCount={Math.max(1, Math.ceil(orders.data.total / MY_ORDERS_PAGE_SIZE))}
          onPage={setPage}
          label="Approval pages"
        />
      </>
    );
  }

  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader
        title={title}
        lead="Your buyers' orders above their order limit. Approve one to let its buyer pay it, or reject it with a reason."
      />
      {content}
    </>
  );
};
