import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { useOrder } from '@/features/orders/api/get-order';
import { AdminOrderActionsPanel } from '@/features/orders/components/admin-order-actions';
import { OrderDetailView } from '@/features/orders/components/order-detail';
import { OrderPageError, OrderPageLoading } from '@/features/orders/components/order-page-states';
import { OrderPaymentsAdmin } from '@/features/orders/components/order-payments-admin';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.manageOrder;

const OrderPage = ({ id }: { id: string }) => {
  const order = useOrder(id);
  const navigate = useNavigate();
  const backHref = paths.dashboard.manageOrders.getHref();
  const heading = order.data ? `Order ${formatOrderNumber(order.data.orderNumber)}` : title;

  let content: ReactNode;
  if (order.isError) {
    content = (
      <OrderPageError
        message={order.error.message}
        backHref={backHref}
        backLabel={dashboardMenuText.manageOrders}
      />
    );
  } else if (!order.data) content = <OrderPageLoading />;
  else
    content = (
      <OrderDetailView
        order={order.data}
        actions={<AdminOrderActionsPanel order={order.data} onDeleted={() => void navigate(backHref)} />}
        payment={<OrderPaymentsAdmin order={order.data} />}
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
