import type { Product } from '@ironvolt/shared/catalog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductCardSkeleton } from '@/features/catalog/components/product-card-skeleton';

type ProductGridProps = {
  /** Accessible name of the list, e.g. "Products". */
  label: string;
  products: Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  headingLevel?: 2 | 3;
  /** How many placeholders to show while loading. */
  skeletonCount?: number;
  /** How many leading cards sit above the fold (rendered and their images loaded at once). */
  eagerCount?: number;
  /** Shown when the list is empty (e.g. a search that found nothing). */
  empty?: ReactNode;
};

// Two compact cards a row on phones (one a row made a page of the catalogue ~15,800 px long); explicit columns,
// as implicit ones are as wide as their widest card wants to be.
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3';

/** Products in a 2 / 3 column grid, with loading, error and empty states. */
export const ProductGrid = ({
  label,
  products,
  isPending,
  isError,
  onRetry,
  headingLevel = 2,
  skeletonCount = 6,
  eagerCount = 0,
  empty,
}: ProductGridProps) => {
  if (isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading products…
        </p>
        <div className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (isError || !products) {
    // The error itself is toasted by the query client; this keeps the page useful.
    return (
      <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
        <p className="font-medium">The products could not be loaded.</p>
        <button type="button" className="btn btn-primary btn-sm mt-4" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      empty ?? (
        <p className="rounded-box border border-base-300 bg-base-200 p-8 text-center">No products yet.</p>
      )
    );
  }

  return (
    <ul aria-label={label} className={gridClass}>
      {products.map((product, index) => (
        // Below the fold the browser renders a card only once it comes near the viewport (index.css).
        <li key={product._id} className={index < eagerCount ? undefined : 'below-the-fold'}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            action={
              <Link to={paths.purchase.getHref(product._id)} className="btn btn-primary btn-sm max-sm:w-full">
                Order now<span className="sr-only">: {product.name}</span>
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
};
