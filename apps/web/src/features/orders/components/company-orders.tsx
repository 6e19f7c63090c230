import { formatDollars } from '@ironvolt/shared/money';
import { MY_ORDERS_PAGE_SIZE } from '@ironvolt/shared/orders-constants';
import { useState } from 'react';
import { OrderLink } from '@/components/ui/order-facts';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Pager } from '@/components/ui/pager';
import { ListCount } from '@/components/ui/table-states';
import { useCompanyOrders } from '@/features/orders/api/company-orders';
import { InvoiceButton } from '@/features/orders/components/invoice-button';
import { OrderLines } from '@/features/orders/components/order-lines';
import { PaymentSummary } from '@/features/orders/components/payment-state';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A company admin's view of every order placed for the company (GET /my-company/orders), newest first, narrowed to
 * one buyer by a select: who ordered, what, for how much, its status and payment, and its invoice or credit note.
 */
export const CompanyOrders = ({ buyers }: { buyers: { id: string; name: string; email: string }[] }) => {
  const [buyer, setBuyer] = useState('');
  const [page, setPage] = useState(1);
  const orders = useCompanyOrders({ buyer: buyer || undefined, page });

  return (
    <section aria-labelledby="company-orders" className="mt-10 flex flex-col gap-4">
      <h2 id="company-orders" className="font-bold text-xl">
        Your company's orders
      </h2>
      <label className="flex max-w-sm flex-col gap-1.5">
        <span className="font-medium text-sm">Buyer</span>
        <select
          className="select w-full"
          value={buyer}
          onChange={(event) => {
            setBuyer(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Every buyer</option>
          {buyers.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name || member.email}
            </option>
          ))}
        </select>
      </label>
      {orders.isError ? (
        <p className="rounded-box border border-base-300 bg-base-200 p-6 text-center">
          The company's orders could not be loaded.
        </p>
      ) : !orders.data ? (
        <p role="status">Loading…</p>
      ) : orders.data.total === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-200 p-6 text-center">No orders yet.</p>
      ) : (
        <>
          <ListCount total={orders.data.total} one="order" many="orders" fetching={orders.isFetching} />
          <ul aria-label="Your company's orders" className="grid gap-4 md:grid-cols-2">
            {orders.data.items.map((order) => (
              <li key={order._id} className="card min-w-0 border border-base-300 bg-base-100 shadow-sm">
                <div className="card-body gap-2 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="min-w-0 font-semibold text-base">
                      <OrderLines order={order} />
                    </h3>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <p className="text-sm [overflow-wrap:anywhere]">
                    {order.name} ({order.email}) · {date.format(new Date(order.createdAt))} ·{' '}
                    <span className="font-semibold">{formatDollars(order.totalPrice)}</span>
                  </p>
                  <PaymentSummary payment={order.payment} />
                  <div className="flex flex-wrap items-center gap-2">
                    <OrderLink order={order} />
                    <InvoiceButton order={order} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={Math.max(1, Math.ceil(orders.data.total / MY_ORDERS_PAGE_SIZE))}
            onPage={setPage}
            label="Company order pages"
          />
        </>
      )}
    </section>
  );
};
