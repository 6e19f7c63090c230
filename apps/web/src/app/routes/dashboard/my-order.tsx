import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { OrderAgainButton } from '@/features/cart/components/order-again-button';
import { useOrder } from '@/features/orders/api/get-order';
import { BuyerOrderActions } from '@/features/orders/components/order-actions';
import { OrderDetailView } from '@/features/orders/components/order-detail';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.myOrder;

const Loading = () => (
  <div>
    <p role="status" className="sr-only">
      Loading…
    </p>
    <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
      <div className="skeleton h-56 w-full lg:col-span-2" />
      <div className="skeleton h-56 w-full" />
    </div>
  </div>
);

/** /dashboard/my-orders/:id: one of the buyer's orders (an admin may open anyone's). */
export const MyOrderRoute = () => {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const heading = order.data ? `Order ${formatOrderNumber(order.data.orderNumber)}` : title;

  let content: ReactNode;
  if (order.isError) {
    content = (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-box border border-warning border-l-4 bg-base-200 p-5"
      >
        <div className="flex items-center gap-3">
          <Icon name="alert" className="size-6 shrink-0 text-warning" />
          <p>{order.error.message}</p>
        </div>
        <Link to={paths.dashboard.myOrders.getHref()} className="btn btn-primary">
          Back to {dashboardMenuText.myOrders}
        </Link>
      </div>
    );
  } else if (!order.data) content = <Loading />;
  else
    content = (
      <OrderDetailView
        order={order.data}
        actions={<BuyerOrderActions order={order.data} orderAgain={(o) => <OrderAgainButton order={o} />} />}
      />
    );

  return (
    <>
      <PageMeta title={heading} description={description} />
      <Breadcrumbs
        trail={[{ label: dashboardMenuText.myOrders, href: paths.dashboard.myOrders.getHref() }]}
        current={heading}
      />
      <PageHeader title={heading} lead="Its tools, where it goes, each step so far and its documents." />
      {content}
    </>
  );
};
