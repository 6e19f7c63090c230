import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { formatCount } from '@ironvolt/shared/numbers';
import type { Order } from '@ironvolt/shared/orders';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import { paymentMessages } from '@ironvolt/shared/payments';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link, useParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { TransactionId } from '@/components/ui/transaction-id';
import { paths } from '@/config/paths';
import { useUser } from '@/features/accounts/api/get-user';
import { useOrder } from '@/features/orders/api/get-order';
import { InvoiceButton } from '@/features/orders/components/invoice-button';
import { useConfirmOrderPayment } from '@/features/payments/api/confirm-order-payment';
import { usePaymentIntent } from '@/features/payments/api/create-payment-intent';
import { useOrderToPay } from '@/features/payments/api/get-order-to-pay';
import { TestCardForm } from '@/features/payments/components/test-card-form';
import { TestModeNotice } from '@/features/payments/components/test-mode-notice';
import { PageMeta } from '@/features/site/components/page-meta';
import { ApiError } from '@/lib/api-client';

// Stripe.js and its React bindings load only when the store pays through Stripe.
const StripeCardForm = lazy(async () => ({
  default: (await import('@/features/payments/components/stripe-card-form')).StripeCardForm,
}));

const { title, description } = pageMeta.payment;
const Loading = () => (
  <div>
    <p role="status" className="sr-only">
      Loading…
    </p>
    <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
      <div className="skeleton h-56 w-full" />
      <div className="skeleton h-56 w-full" />
    </div>
  </div>
);

const MyOrdersLink = ({ primary = false }: { primary?: boolean }) => (
  <Link to={paths.dashboard.myOrders.getHref()} className={`btn ${primary ? 'btn-primary' : 'btn-ghost'}`}>
    Back to {dashboardMenuText.myOrders}
  </Link>
);

const OrderSummary = ({ order }: { order: Order }) => (
  <section
    aria-labelledby="order-summary"
    className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
  >
    <h2 id="order-summary" className="font-bold text-lg">
      Order {formatOrderNumber(order.orderNumber)}
    </h2>
    <dl className="mt-4 flex flex-col gap-3 text-sm">
      {[
        // One tool: SPEC's product, amount and unit price; several: a line each.
        ...(order.lines.length > 1
          ? order.lines.map(
              (line) =>
                [
                  line.productName,
                  `${formatCount(line.amount)} ${PRODUCT_UNIT} × ${formatDollars(line.unitPrice)} = ${formatDollars(line.lineTotal)}`,
                ] as const,
            )
          : ([
              ['Product', order.productName],
              ['Amount', `${formatCount(order.amount)} ${PRODUCT_UNIT}`],
              ['Unit price', `${formatDollars(order.unitPrice)} / ${PRODUCT_UNIT}`],
            ] as const)),
        ...(order.poNumber ? ([['PO number', order.poNumber]] as const) : []),
        ['Deliver to', [order.name, order.address].filter(Boolean).join(', ') || '—'] as const,
      ].map(([label, value]) => (
        // The label keeps its words whole; a long address or unbroken name wraps on its side instead.
        <div key={label} className="flex justify-between gap-4">
          <dt className="shrink-0 whitespace-nowrap text-base-content/75">{label}</dt>
          <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-base-300 border-t pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-bold text-primary text-xl">{formatDollars(order.totalPrice)}</dd>
      </div>
    </dl>
  </section>
);

/** Where the order cannot be paid (someone else's, not found, already paid): say so plainly, offer a way on. */
const Refusal = ({ message }: { message: string }) => (
  <div
    role="alert"
    className="flex flex-col items-start gap-4 rounded-box border border-warning border-l-4 bg-base-200 p-5 sm:flex-row sm:items-center"
  >
    <Icon name="alert" className="size-6 shrink-0 text-warning" />
    <div className="flex-1">
      <p className="font-semibold">This order cannot be paid here.</p>
      <p>{message}</p>
    </div>
    <MyOrdersLink primary />
  </div>
);

/**
 * After the card paid: what was paid, once (the toast says "Your payment is complete"; this says for what), its
 * invoice, and the way on.
 */
const Paid = ({ order, transactionId }: { order: Order; transactionId: string }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // The invoice is numbered in the payment's transaction: read the order as it is now to offer it.
  const invoiceNumber = useOrder(order._id).data?.invoiceNumber;
  return (
    <section
      aria-labelledby="payment-done"
      className="flex flex-col items-center rounded-box border border-success/40 bg-base-100 p-6 text-center shadow-sm sm:p-8"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-success text-success-content">
        <Icon name="shield" className="size-7" />
      </div>
      <h2 id="payment-done" ref={headingRef} tabIndex={-1} className="mt-4 font-bold text-2xl">
        Order {formatOrderNumber(order.orderNumber)} is paid
      </h2>
      <dl className="mt-5 grid w-full max-w-xl gap-3 rounded-box bg-base-200 p-4 text-left text-sm sm:grid-cols-3">
        <div>
          <dt className="text-base-content/75">Product</dt>
          <dd className="font-semibold">
            {order.lines.length > 1
              ? `${order.lines.length} tools`
              : `${formatCount(order.amount)} ${PRODUCT_UNIT} ${order.productName}`}
          </dd>
        </div>
        <div>
          <dt className="text-base-content/75">Paid</dt>
          <dd className="font-bold text-lg text-primary">{formatDollars(order.totalPrice)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-base-content/75">Transaction id</dt>
          <dd>
            <TransactionId id={transactionId} />
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {invoiceNumber ? <InvoiceButton order={{ _id: order._id, invoiceNumber }} /> : null}
        <Link to={paths.dashboard.myOrder.getHref(order._id)} className="btn btn-ghost">
          See order {formatOrderNumber(order.orderNumber)}
        </Link>
        <MyOrdersLink primary />
      </div>
    </section>
  );
};

type PayForOrderProps = { order: Order; email: string; onDone: (transactionId: string) => void };

const PayForOrder = ({ order, email, onDone }: PayForOrderProps) => {
  const intent = usePaymentIntent(order._id, true);
  const confirm = useConfirmOrderPayment();

  // Either processor said the card paid: the server checks with it and marks the order paid.
  const onPaid = () =>
    confirm.mutate(order._id, {
      onSuccess: (result) => {
        toast.success(paymentMessages.complete);
        onDone(result.transactionId);
      },
      onError: (error) => toast.error(error.message),
    });

  const amountLabel = formatDollars(order.totalPrice);
  let form: React.ReactNode;
  if (intent.isError) {
    form = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="font-medium text-error">
          {intent.error.message}
        </p>
        {/* A store without a card processor will not have one a moment later. */}
        {intent.error instanceof ApiError && intent.error.status === 503 ? null : (
          <button type="button" className="btn btn-sm" onClick={() => void intent.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  } else if (!intent.data || confirm.isPending) {
    form = (
      <div role="status" className="flex items-center gap-3">
        <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
        {confirm.isPending ? 'Confirming your payment…' : 'Preparing the payment…'}
      </div>
    );
  } else if (intent.data.processor === 'stripe' && intent.data.publishableKey) {
    form = (
      <Suspense fallback={<span className="loading loading-spinner loading-md text-primary" />}>
        <StripeCardForm
          publishableKey={intent.data.publishableKey}
          clientSecret={intent.data.clientSecret}
          email={email}
          amountLabel={amountLabel}
          onPaid={onPaid}
        />
      </Suspense>
    );
  } else {
    form = (
      <TestCardForm
        clientSecret={intent.data.clientSecret}
        email={email}
        amountLabel={amountLabel}
        onPaid={onPaid}
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OrderSummary order={order} />
      <section
        aria-labelledby="card-details"
        className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
      >
        <h2 id="card-details" className="font-bold text-lg">
          Card details
        </h2>
        {intent.data?.processor === 'test' ? (
          <div className="mt-3">
            <TestModeNotice />
          </div>
        ) : null}
        <div className="mt-4">{form}</div>
      </section>
    </div>
  );
};

export const PaymentRoute = () => {
  const { id = '' } = useParams();
  const order = useOrderToPay(id);
  const user = useUser();
  // Kept here, with the order as it was paid: once paid, the order is no longer one "to pay" (GET /payment
  // answers 409), and the page's heading stops asking for payment.
  const [paid, setPaid] = useState<{ order: Order; transactionId: string } | null>(null);

  let content: React.ReactNode;
  if (paid) content = <Paid order={paid.order} transactionId={paid.transactionId} />;
  else if (order.isError) content = <Refusal message={order.error.message} />;
  else if (order.data && user.data) {
    const toPay = order.data;
    content = (
      <PayForOrder
        order={toPay}
        email={user.data.email}
        onDone={(transactionId) => setPaid({ order: toPay, transactionId })}
      />
    );
  } else content = <Loading />;

  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader
        title={title}
        lead={
          paid
            ? 'Thank you: your order is paid and we prepare it for shipping.'
            : "Pay for your order by card. The amount is your order's total."
        }
      />
      {content}
    </>
  );
};
