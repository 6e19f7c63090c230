import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';
import { useRecentProducts } from '@/features/catalog/api/get-recent-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';

type RecentProductsProps = {
  title: string;
  lead: string;
  linkLabel: string;
};

/** The newest products as a section of a page, with a link to the full catalogue. */
export const RecentProducts = ({ title, lead, linkLabel }: RecentProductsProps) => {
  const { data, isPending, isError, refetch } = useRecentProducts();
  return (
    <section
      aria-labelledby="recent-products-title"
      className="below-the-fold mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="recent-products-title" className="font-bold text-3xl tracking-tight">
            {title}
          </h2>
          <p className="mt-2 text-base-content/80">{lead}</p>
        </div>
        <Link to={paths.allProducts.getHref()} className="btn btn-outline btn-primary gap-2">
          {linkLabel}
          <Glyph icon={ArrowRight} className="size-4" />
        </Link>
      </div>
      <ProductGrid
        label={title}
        products={data}
        isPending={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        headingLevel={3}
      />
    </section>
  );
};
