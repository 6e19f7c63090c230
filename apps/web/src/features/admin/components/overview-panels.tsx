import { type Overview, productMessages } from '@ironvolt/shared/admin';
import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { countOf } from '@ironvolt/shared/numbers';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { paths } from '@/config/paths';

// Recharts is imported only here, so it lands in the admin overview's chunk and nowhere else.

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const Panel = ({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) => {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm ${className}`}
    >
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
};

const Stat = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
    <dt className="text-base-content/75 text-sm">{label}</dt>
    <dd className="mt-1 font-bold text-2xl tabular-nums">{value}</dd>
  </div>
);

/** The numbers at a glance, then each chart with its data as a table (the chart's text alternative). */
export const OverviewPanels = ({ overview }: { overview: Overview }) => {
  const revenue = overview.revenueByDay.reduce((sum, day) => sum + day.revenue, 0);
  const paidOrders = overview.revenueByDay.reduce((sum, day) => sum + day.orders, 0);
  const today = overview.revenueByDay.at(-1);
  const chartData = overview.revenueByDay.map((day) => ({ ...day, label: formatDay(day.day) }));
  const totalOrders = overview.ordersByStatus.reduce((sum, row) => sum + row.count, 0);

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Revenue, last 30 days" value={formatDollars(revenue)} />
        <Stat label="Revenue today" value={formatDollars(today?.revenue ?? 0)} />
        <Stat label="Paid orders, last 30 days" value={paidOrders.toLocaleString('en-US')} />
        <Stat label="Orders, all time" value={totalOrders.toLocaleString('en-US')} />
      </dl>

      <p
        className={`rounded-box border border-base-300 bg-base-100 p-4 shadow-sm ${overview.overdueTotal > 0 ? 'border-l-4 border-l-error' : ''}`}
      >
        <Link to={paths.dashboard.receivables.getHref()} className="link link-hover font-semibold">
          Overdue on account: {formatDollars(overview.overdueTotal)}
        </Link>
        <span className="block text-base-content/75 text-sm">
          What invoices on account past their due date still owe; the Receivables page ages them by company.
        </span>
      </p>

      <Panel title="Revenue per day">
        <p className="text-base-content/80 text-sm">
          {formatDollars(revenue)} from {countOf(paidOrders, 'paid order')} in the last 30 days.
        </p>
        <div className="mt-4 h-64 text-base-content" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={chartData}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
              <XAxis
                dataKey="label"
                tick={{ fill: 'currentColor', fontSize: 12 }}
                tickLine={false}
                axisLine={{ stroke: 'currentColor', strokeOpacity: 0.3 }}
                interval="preserveStartEnd"
                minTickGap={16}
              />
              <YAxis
                tickFormatter={(value: number) => compactDollars.format(value)}
                tick={{ fill: 'currentColor', fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                width={56}
              />
              <Tooltip
                cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
                formatter={(value) => [formatDollars(Number(value)), 'Revenue']}
                contentStyle={{
                  background: 'var(--color-base-100)',
                  border: '1px solid var(--color-base-300)',
                  borderRadius: 8,
                  color: 'var(--color-base-content)',
                }}
              />
              <Bar
                dataKey="revenue"
                fill="var(--color-primary)"
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">Revenue per day as a table</summary>
          <div className="mt-2 max-h-72 overflow-y-auto">
            <table className="table table-xs">
              <caption className="sr-only">Revenue per day, last 30 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className="text-right">
                    Paid orders
                  </th>
                  <th scope="col" className="text-right">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {chartData.map((day) => (
                  <tr key={day.day}>
                    <th scope="row" className="font-normal">
                      {day.label}
                    </th>
                    <td className="text-right tabular-nums">{day.orders}</td>
                    <td className="text-right tabular-nums">{formatDollars(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Orders by status">
          <ul className="flex flex-col gap-3">
            {overview.ordersByStatus.map((row) => {
              const share = totalOrders ? Math.round((row.count / totalOrders) * 100) : 0;
              return (
                <li key={row.status} className="flex items-center gap-3">
                  <span className="w-24 shrink-0">
                    <OrderStatusBadge status={row.status} />
                  </span>
                  <progress
                    className="progress progress-primary flex-1"
                    value={row.count}
                    max={Math.max(totalOrders, 1)}
                    aria-label={`${statusLabel(row.status)}: ${share}% of orders`}
                  />
                  <span className="w-12 text-right font-semibold tabular-nums">{row.count}</span>
                </li>
              );
            })}
          </ul>
        </Panel>

        <Panel title="Top products by revenue">
          {overview.topProducts.length === 0 ? (
            <p className="text-base-content/80">No paid orders yet.</p>
          ) : (
            <table className="table table-sm">
              <caption className="sr-only">Top products by revenue</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="text-right">
                    Units
                  </th>
                  <th scope="col" className="text-right">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {overview.topProducts.map((product) => (
                  <tr key={product.productId}>
                    <th scope="row" className="font-normal [overflow-wrap:anywhere]">
                      {product.name}
                    </th>
                    <td className="text-right tabular-nums">
                      {product.units.toLocaleString('en-US')} {PRODUCT_UNIT}
                    </td>
                    <td className="text-right tabular-nums">{formatDollars(product.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      </div>

      <Panel title={productMessages.lowStock}>
        {overview.lowStock.length === 0 ? (
          <p className="text-base-content/80">Every product has enough stock.</p>
        ) : (
          <table className="table table-sm">
            <caption className="sr-only">Products running low</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="text-right">
                  In stock
                </th>
                <th scope="col" className="text-right">
                  Min. order
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.lowStock.map((product) => (
                <tr key={product._id}>
                  <th scope="row" className="font-normal [overflow-wrap:anywhere]">
                    {product.name}
                  </th>
                  <td className="text-right tabular-nums">
                    {product.quantity.toLocaleString('en-US')} {PRODUCT_UNIT}
                  </td>
                  <td className="text-right tabular-nums">
                    {product.minOrder.toLocaleString('en-US')} {PRODUCT_UNIT}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
};
