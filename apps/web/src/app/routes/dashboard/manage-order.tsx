import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { useOrder } from '@/features/orders/api/get-order';
import { AdminOrderActionsPanel } from '@/features/orders/components/admin-order-actions';
import { OrderDetailView } from '@/features/orders/components/order-detail';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.manageOrder;

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

const OrderPage = ({ id }: { id: string }) => {
  const order = useOrder(id);
  const navigate = useNavigate();
  const backHref = paths.dashboard.manageOrders.getHref();
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
        <Link to={backHref} className="btn btn-primary">
          Back to {dashboardMenuText.manageOrders}
        </Link>
      </div>
    );
  } else if (!order.data) content = <Loading />;
  else
    content = (
      <OrderDetailView
        order={order.data}
        actions={<AdminOrderActionsPanel order={order.data} onDeleted={() => void navigate(backHref)} />}
      />
    );

  return (
    <>
      <PageMeta title={heading} description={description} />
      <Breadcrumbs trail={[{ label: dashboardMenuText.manageOrders, href: backHref }]} current={heading} />
      <PageHeader
        title={heading}
        lead="Its tools, buyer, delivery address, each step so far and its documents."
      />
      {content}
    </>
  );
};

/** /dashboard/manage-orders/:id: any order of the shop, with the admin's actions. */
export const ManageOrderRoute = () => {
  const { id = '' } = useParams();
  return (
    <RequireAdmin title={title}>
      <OrderPage id={id} />
    </RequireAdmin>
  );
};
