import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useProduct } from '@/features/catalog/api/get-product';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderPageError, OrderPageLoading } from '@/features/orders/components/order-page-states';
import { useMyToolReviews } from '@/features/reviews/api/tool-reviews';
import { ToolReviewForm } from '@/features/reviews/components/tool-review-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.reviewTool;

/**
 * /dashboard/my-orders/:id/review/:productId: the buyer rates and reviews a tool of a delivered order (ADR 152),
 * then lands on the tool's page with their review on it. The API decides who may; this page only says it early.
 */
export const ReviewToolRoute = () => {
  const { id = '', productId = '' } = useParams();
  const order = useOrder(id);
  const tool = useProduct(productId);
  const mine = useMyToolReviews();
  const navigate = useNavigate();
  const line = order.data?.lines.find((entry) => entry.productId === productId);
  const orderHref = paths.dashboard.myOrder.getHref(id);
  const orderLabel = order.data ? `Order ${formatOrderNumber(order.data.orderNumber)}` : 'Order';
  const toolHref = tool.data ? `${paths.tool.getHref(tool.data.slug)}#tool-reviews` : undefined;

  let content: ReactNode;
  if (order.isError) {
    content = (
      <OrderPageError
        message={order.error.message}
        backHref={paths.dashboard.myOrders.getHref()}
        backLabel={dashboardMenuText.myOrders}
      />
    );
  } else if (!order.data || (!tool.data && !tool.isError) || !mine.data) content = <OrderPageLoading />;
  else if (!line || tool.isError) {
    content = (
      <OrderPageError
        message="This tool is not in the catalogue any more, or not in this order: there is nothing to review here."
        backHref={orderHref}
        backLabel={orderLabel}
      />
    );
  } else if (order.data.status !== 'delivered') {
    content = (
      <OrderPageError
        message="You can review a tool once this order has been delivered to you."
        backHref={orderHref}
        backLabel={orderLabel}
      />
    );
  } else if (mine.data.productIds.includes(productId)) {
    content = (
      <div className="flex flex-col items-start gap-4 rounded-box border border-base-300 bg-base-100 p-5">
        <p>You have reviewed {line.productName} already.</p>
        {toolHref ? (
          <Link to={toolHref} className="btn btn-primary">
            See it on the tool page
          </Link>
        ) : null}
      </div>
    );
  } else {
    content = (
      <ToolReviewForm
        productId={productId}
        toolName={line.productName}
        onReviewed={() => {
          if (toolHref) void navigate(toolHref);
        }}
      />
    );
  }

  const heading = line ? `Review ${line.productName}` : title;
  return (
    <>
      <PageMeta title={heading} description={description} />
      <Breadcrumbs
        trail={[
          { label: dashboardMenuText.myOrders, href: paths.dashboard.myOrders.getHref() },
          { label: orderLabel, href: orderHref },
        ]}
        current={title}
      />
      <PageHeader
        title={heading}
        lead={line ? `Model ${line.model}. Other buyers read your review on the tool's page.` : undefined}
      />
      {content}
    </>
  );
};
