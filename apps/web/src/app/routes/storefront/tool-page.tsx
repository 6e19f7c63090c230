import type { ToolPage } from '@ironvolt/shared/catalog';
import {
  absoluteUrl,
  canOrderFromStock,
  PRODUCT_UNIT,
  toolJsonLd,
  toolMetaDescription,
  toolPagePath,
  toolPageTitle,
} from '@ironvolt/shared/catalog-constants';
import { DEFAULT_SHOP_NAME, scriptJson } from '@ironvolt/shared/http-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import { pageMeta } from '@ironvolt/shared/pages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailedPage } from '@/components/errors/load-failed-page';
import { DocumentHead } from '@/components/seo/document-head';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icon';
import { RatingSummary } from '@/components/ui/rating-summary';
import { VolumePrices } from '@/components/ui/volume-prices';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/cart';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { catalogHref } from '@/features/catalog/api/get-products';
import { toolPageQueryOptions, useToolPage } from '@/features/catalog/api/get-tool-page';
import { SpecificationsTable } from '@/features/catalog/components/specifications-table';
import { ToolGallery } from '@/features/catalog/components/tool-gallery';
import { parseProductSearch } from '@/features/catalog/hooks/use-product-search';
import { ToolReviewsSection } from '@/features/reviews/components/tool-reviews-section';
import { PageMeta } from '@/features/site/components/page-meta';
import { ApiError } from '@/lib/api-client';
import { useAccessToken } from '@/lib/auth';
import { useConfig } from '@/lib/config';
import { type ToolPageLoaderData, toolReviewsPageOf } from '../loaders';

/** The catalogue showing one category, written as the catalogue writes its own addresses. */
const categoryHref = (category: string) =>
  catalogHref(paths.allProducts.getHref(), { ...parseProductSearch(new URLSearchParams()), category });

/**
 * What search engines and link previews read of the page (ADR 034): title, description, canonical link, Open Graph
 * and a JSON-LD Product, every address absolute under the shop's public address.
 */
const ToolMeta = ({ tool }: { tool: ToolPage }) => {
  const { data: config } = useConfig();
  const shopName = config?.shopName ?? DEFAULT_SHOP_NAME;
  const origin = config?.publicUrl ?? '';
  const description = toolMetaDescription(tool, shopName);
  const image = tool.images[0];
  return (
    <>
      <DocumentHead title={toolPageTitle(tool, shopName)} description={description} />
      <link rel="canonical" href={`${origin}${toolPagePath(tool.slug)}`} />
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={shopName} />
      <meta property="og:title" content={`${tool.name} ${tool.model}`} />
      <meta property="og:description" content={description} />
      {image ? <meta property="og:image" content={absoluteUrl(origin, image)} /> : null}
      {image ? <meta property="og:image:alt" content={tool.name} /> : null}
      <meta property="og:url" content={`${origin}${toolPagePath(tool.slug)}`} />
      <script
        type="application/ld+json"
        // JSON with `<`, `>` and `&` escaped: no text of the tool's can close the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: data, not code, and escaped as above
        dangerouslySetInnerHTML={{ __html: scriptJson(toolJsonLd(tool, shopName, origin)) }}
      />
    </>
  );
};

/** The tool page's address showing its reviews' page `page` (the first needs no query). */
const reviewsHref = (slug: string, page: number) =>
  `${paths.tool.getHref(slug)}${page > 1 ? `?reviews=${page}` : ''}#tool-reviews`;

const ToolDetail = ({ tool, reviewsPage }: { tool: ToolPage; reviewsPage: number }) => (
  <article aria-labelledby="tool-name" className="flex flex-col gap-10">
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <ToolGallery key={tool._id} name={tool.name} images={tool.images} />
      {/* A name or model with a long unbroken word wraps inside the column instead of widening the page. */}
      <div className="flex min-w-0 flex-col gap-5 break-words">
        <div>
          <p className="font-medium text-base-content/75 text-sm uppercase tracking-wider">
            Model {tool.model}
          </p>
          <h1 id="tool-name" className="mt-1 font-bold text-3xl tracking-tight sm:text-4xl">
            {tool.name}
          </h1>
          <p className="mt-2 text-sm">
            Category:{' '}
            <Link to={categoryHref(tool.category)} className="link link-primary">
              {tool.categoryName}
            </Link>
          </p>
          {tool.rating ? (
            <a href="#tool-reviews" className="mt-2 inline-flex min-h-11 items-center hover:underline">
              <RatingSummary average={tool.rating.average} count={tool.rating.count} />
            </a>
          ) : null}
        </div>
        <p>
          <span className="font-bold text-3xl text-primary">{formatDollars(tool.price)}</span>
          <span className="text-base-content/75"> / {PRODUCT_UNIT}</span>
        </p>
        <dl className="grid grid-cols-2 gap-3 rounded-box bg-base-200 p-4 text-sm">
          {/* "In stock" once, as the label; the figure under it. */}
          <div>
            <dt className="text-base-content/75">{canOrderFromStock(tool) ? 'In stock' : 'Stock'}</dt>
            <dd className="font-bold text-lg">
              {canOrderFromStock(tool) ? `${formatCount(tool.quantity)} ${PRODUCT_UNIT}` : 'Out of stock'}
            </dd>
          </div>
          <div>
            <dt className="text-base-content/75">Minimum order</dt>
            <dd className="font-bold text-lg">
              {formatCount(tool.minOrder)} {PRODUCT_UNIT}
            </dd>
          </div>
        </dl>
        {tool.priceTiers.length > 0 ? <VolumePrices product={tool} /> : null}
        {canOrderFromStock(tool) ? (
          // The purchase page asks a signed-out visitor to log in first, and comes back here after (SPEC).
          <div className="flex flex-wrap items-center gap-3">
            <Link to={paths.purchase.getHref(tool._id)} className="btn btn-primary btn-lg gap-2">
              <Icon name="shopping-cart" className="size-5" />
              Order now
            </Link>
            <ToolAddToCart tool={tool} />
          </div>
        ) : (
          <p className="text-base-content/80">This tool cannot be ordered until it is back in stock.</p>
        )}
      </div>
    </div>
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <section aria-labelledby="tool-description" className="min-w-0 break-words">
        <h2 id="tool-description" className="mb-3 font-bold text-2xl tracking-tight">
          Description
        </h2>
        <p className="whitespace-pre-line text-base-content/80 leading-relaxed">{tool.description}</p>
      </section>
      <SpecificationsTable attributes={tool.attributes} />
    </div>
    <ToolReviewsSection
      productId={tool._id}
      page={reviewsPage}
      hrefFor={(page) => reviewsHref(tool.slug, page)}
    />
  </article>
);

/**
 * Add to cart on the tool's own page, at its minimum order (the cart changes the amount). Signed out, it leads to
 * the purchase page, which asks to log in first; a tool already in the cart leads to the cart instead.
 */
const ToolAddToCart = ({ tool }: { tool: ToolPage }) => {
  const signedIn = useAccessToken() !== null;
  const line = useCart().data?.lines.find((entry) => entry.productId === tool._id);
  if (!signedIn) {
    return (
      <Link to={paths.purchase.getHref(tool._id)} className="btn btn-outline btn-primary btn-lg">
        Add to cart
      </Link>
    );
  }
  if (line) {
    return (
      <Link to={paths.dashboard.cart.getHref()} className="btn btn-outline btn-primary btn-lg">
        In your cart: {formatCount(line.amount)} {PRODUCT_UNIT}
      </Link>
    );
  }
  return (
    <AddToCartButton
      productId={tool._id}
      amount={String(tool.minOrder)}
      disabled={false}
      className="btn-lg"
    />
  );
};

const ToolSkeleton = () => (
  <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]" aria-hidden="true">
    <div className="skeleton aspect-[4/3] w-full" />
    <div className="flex flex-col gap-4">
      <div className="skeleton h-5 w-32" />
      <div className="skeleton h-10 w-3/4" />
      <div className="skeleton h-8 w-40" />
      <div className="skeleton h-20 w-full" />
      <div className="skeleton h-12 w-40" />
    </div>
  </div>
);

const ToolNotFound = () => (
  <div className="mx-auto max-w-2xl px-4 py-16 text-center">
    <PageMeta
      title={pageMeta.toolNotFound.title}
      description={pageMeta.toolNotFound.description}
      robots="noindex"
    />
    <h1 className="font-bold text-3xl tracking-tight">{pageMeta.toolNotFound.title}</h1>
    <p className="mt-3 text-base-content/80">
      No tool lives at this address: it may have left the catalogue, or the link is mistyped.
    </p>
    <div className="mt-8 flex justify-center">
      <Link to={paths.allProducts.getHref()} className="btn btn-primary">
        Browse all products
      </Link>
    </div>
  </div>
);

/** `/tools/:slug`: a tool's public page, for everyone; "Order now" leads on to the purchase page. */
export const ToolPageRoute = () => {
  const { slug = '' } = useParams();
  // The server found no such tool (and answered 404): nothing to ask for again.
  const toolNotFound = (useLoaderData() as ToolPageLoaderData)?.toolNotFound === true;
  const tool = useToolPage(slug, !toolNotFound);
  const reviewsPage = toolReviewsPageOf(useSearchParams()[0]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // An old slug or the tool's id: the API redirected the fetch to the tool's current slug, and the address follows.
  const current = tool.data?.slug;
  useEffect(() => {
    if (!tool.data || current === undefined || current === slug) return;
    queryClient.setQueryData(toolPageQueryOptions(current).queryKey, tool.data);
    void navigate(paths.tool.getHref(current), { replace: true });
  }, [current, slug, tool.data, queryClient, navigate]);

  if (toolNotFound || (tool.error instanceof ApiError && tool.error.status === 404)) return <ToolNotFound />;
  if (tool.isError) {
    return (
      <LoadFailedPage
        title="This tool could not be loaded"
        message={tool.error.message}
        onRetry={() => void tool.refetch()}
      >
        <PageMeta title={pageMeta.tool.title} description={pageMeta.tool.description} />
      </LoadFailedPage>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {tool.data ? (
        <ToolMeta tool={tool.data} />
      ) : (
        <PageMeta title={pageMeta.tool.title} description={pageMeta.tool.description} />
      )}
      <Breadcrumbs
        trail={[
          { label: 'All products', href: paths.allProducts.getHref() },
          ...(tool.data ? [{ label: tool.data.categoryName, href: categoryHref(tool.data.category) }] : []),
        ]}
        current={tool.data?.name ?? 'Tool'}
      />
      {tool.data ? (
        <ToolDetail tool={tool.data} reviewsPage={reviewsPage} />
      ) : (
        // At least a screen high, so the footer does not show and then get pushed down when the tool comes.
        <div className="min-h-dvh">
          <p role="status" className="sr-only">
            Loading…
          </p>
          <ToolSkeleton />
        </div>
      )}
    </div>
  );
};
