import type { Product } from '@ironvolt/shared/catalog';
import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import { tierIndexFor } from '@ironvolt/shared/price-tiers';

type VolumePricesProps = {
  product: Pick<Product, 'price' | 'minOrder' | 'priceTiers'>;
  /** The amount being ordered: its row is marked "Your price". Left out where nothing is ordered yet (tool page). */
  amount?: number;
  /** The tool's name, read after the caption where a page holds several tables (the cart), so each is named apart. */
  toolName?: string;
};

/**
 * The product's volume prices as a table, from the minimum order at the product's price; with an amount, the row
 * that prices it is marked "Your price" (and aria-current), so the buyer sees what ordering more would save.
 */
export const VolumePrices = ({ product, amount, toolName }: VolumePricesProps) => {
  const applies = amount === undefined ? null : tierIndexFor(product.priceTiers, amount);
  const rows = [
    { from: product.minOrder, price: product.price, current: applies === undefined },
    ...product.priceTiers.map((tier, index) => ({
      from: tier.minAmount,
      price: tier.price,
      current: applies === index,
    })),
  ];
  return (
    <table className="table table-sm rounded-box bg-base-200">
      <caption className="mb-1 text-left font-semibold">
        Volume prices{toolName ? <span className="sr-only"> of {toolName}</span> : null}
      </caption>
      <thead>
        <tr className="text-base-content/80">
          <th scope="col">Amount</th>
          <th scope="col" className="text-right">
            Price per piece
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.from}
            aria-current={row.current ? 'true' : undefined}
            className={row.current ? 'font-semibold' : ''}
          >
            <td>
              From {formatCount(row.from)} {PRODUCT_UNIT}
              {row.current ? <span className="badge badge-primary badge-sm ml-2">Your price</span> : null}
            </td>
            <td className="text-right tabular-nums">{formatDollars(row.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
