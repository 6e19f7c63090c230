import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useUser } from '@/features/accounts/api/get-user';
import { OrderAgainButton } from '@/features/cart/components/order-again-button';
import { useOrder } from '@/features/orders/api/get-order';
import { BuyerOrderActions } from '@/features/orders/components/order-actions';
import { OrderDetailView } from '@/features/orders/components/order-detail';
import { OrderPageError, OrderPageLoading } from '@/features/orders/components/order-page-states';
import { ReturnItemsForm } from '@/features/returns/components/return-items-form';
import { useMyToolReviews } from '@/features/reviews/api/tool-reviews';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.myOrder;

/**
 * /dashboard/my-orders/:id: one of the buyer's orders (an admin may open anyone's, a company admin their company's).
 * The buyer's actions (cancel, pay, order again) are offered on one's own orders only.
 */
export const MyOrderRoute = () => {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const me = useUser();
  // Set by the cart when it placed this order on account, so its page opens with the confirmation.
  const placedOnAccount =
    (useLocation().state as { placedOnAccount?: boolean } | null)?.placedOnAccount === true;
  const own =
    order.data !== undefined &&
    me.data !== undefined &&
    order.data.email.toLowerCase() === me.data.email.toLowerCase();
  // A delivered order of one's own: each tool not reviewed yet offers its review (ADR 152).
  const delivered = own && order.data?.status === 'delivered';
  const reviewed = useMyToolReviews(delivered).data?.productIds;
  const heading = order.data ? `Order ${formatOrderNumber(order.data.orderNumber)}` : title;
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  // A delivered order's buyer may send some of its tools back (ADR 150); the server decides what is still returnable.
  const returnable = own && order.data?.status === 'delivered';

  let content: ReactNode;
  if (order.isError) {
    content = (
      <OrderPageError
        message={order.error.message}
        backHref={paths.dashboard.myOrders.getHref()}
        backLabel={dashboardMenuText.myOrders}
      />
    );
  } else if (!order.data) content = <OrderPageLoading />;
  else
    content = (
      <OrderDetailView
        order={order.data}
        placedOnAccount={placedOnAccount && own}
        lineAction={
          delivered && reviewed
            ? (line) =>
                reviewed.includes(line.productId) ? (
                  <p className="mt-1 text-base-content/75 text-sm">You reviewed this tool</p>
                ) : (
                  <Link
                    to={paths.dashboard.reviewTool.getHref(id, line.productId)}
                    className="btn btn-outline btn-primary btn-sm mt-2 min-h-11"
                    // Which tool, for a list of links read out of context; the visible words come first.
                    aria-label={`Review this tool: ${line.productName}`}
                  >
                    Review this tool
                  </Link>
                )
            : undefined
        }
        actions={
          own ? (
            <BuyerOrderActions order={order.data} orderAgain={(o) => <OrderAgainButton order={o} />} />
          ) : undefined
        }
      />
    );

  const returns =
    returnable && order.data ? (
      returning ? (
        <ReturnItemsForm
          orderId={order.data._id}
          lines={order.data.lines.map((line) => ({
            productId: line.productId,
            name: line.productName,
            amount: line.amount,
          }))}
          onCancel={() => setReturning(false)}
          onDone={(created) => void navigate(paths.dashboard.myReturn.getHref(created._id))}
        />
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setReturning(true)}>
          Return items
        </button>
      )
    ) : null;

  return (
    <>
      <PageMeta title={heading} description={description} />
      <Breadcrumbs
        trail={[{ label: dashboardMenuText.myOrders, href: paths.dashboard.myOrders.getHref() }]}
        current={heading}
      />
      <PageHeader title={heading} lead="Its tools, where it goes, each step so far and its documents." />
      {content}
      {returns ? <div className="mt-6">{returns}</div> : null}
    </>
  );
};
