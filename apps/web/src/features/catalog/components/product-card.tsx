import type { Product } from '@ironvolt/shared/catalog';
import { CARD_DESCRIPTION_LIMIT, PRODUCT_UNIT, truncate } from '@ironvolt/shared/catalog-browsing';
import { formatDollars } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { RatingSummary } from '@/components/ui/rating-summary';
import { paths } from '@/config/paths';

// Product images are 400x300 SVGs; explicit sizes keep the layout from shifting while they load.
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

type ProductCardProps = {
  product: Product;
  /** The card title's level under the page's headings. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the image at once and first, instead of lazily. */
  eager?: boolean;
  /** A call to action (e.g. ordering), added by the features that own it. */
  action?: ReactNode;
};

export const ProductCard = ({ product, headingLevel = 2, eager = false, action }: ProductCardProps) => {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const toolHref = paths.tool.getHref(product.slug);
  return (
    <article
      aria-labelledby={titleId}
      className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg"
    >
      <figure className="aspect-[4/3] bg-base-200">
        {/* The name's link below is the keyboard's way to the tool page; the picture is a second way for the mouse. */}
        <Link to={toolHref} tabIndex={-1} className="h-full w-full">
          <img
            src={product.image}
            alt={product.name}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover dark:brightness-90"
          />
        </Link>
      </figure>
      {/* Compact on a phone, two a row: smaller type and padding, the figures one under the other. */}
      <div className="card-body gap-2 p-3 sm:gap-3 sm:p-5">
        <div>
          <p className="font-medium text-base-content/75 text-xs tracking-wider sm:uppercase">
            Model {product.model}
          </p>
          <Heading id={titleId} className="card-title mt-1 text-base leading-snug sm:text-lg">
            {/* A one-line name on a touch screen still gets a 44 px tall target. */}
            <Link
              to={toolHref}
              className="link-hover pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {product.name}
            </Link>
          </Heading>
          {/* Only a tool with reviews says anything of them: no "0 reviews" on every new tool. */}
          {product.rating ? (
            <RatingSummary
              average={product.rating.average}
              count={product.rating.count}
              className="mt-1 text-xs sm:text-sm"
            />
          ) : null}
        </div>
        <p className="min-h-[3lh] text-base-content/80 text-xs leading-relaxed sm:text-sm">
          {truncate(product.description, CARD_DESCRIPTION_LIMIT)}
        </p>
        <dl className="grid gap-1 rounded-box bg-base-200 px-2 py-1.5 text-xs sm:grid-cols-2 sm:gap-3 sm:px-3 sm:py-2 sm:text-sm">
          <div className="flex flex-wrap justify-between gap-x-2 sm:block">
            <dt className="text-base-content/75 text-xs">In stock</dt>
            <dd className="font-semibold">
              {formatCount(product.quantity)} {PRODUCT_UNIT}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-2 sm:block">
            <dt className="text-base-content/75 text-xs">Minimum order</dt>
            <dd className="font-semibold">
              {formatCount(product.minOrder)} {PRODUCT_UNIT}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1 sm:gap-3">
          <p>
            <span className="font-bold text-primary text-xl sm:text-2xl">{formatDollars(product.price)}</span>
            <span className="text-base-content/75 text-sm"> / {PRODUCT_UNIT}</span>
          </p>
          {action}
        </div>
      </div>
    </article>
  );
};
