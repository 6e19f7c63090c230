import type { Product } from '@ironvolt/shared/catalog';
import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import { pageMeta } from '@ironvolt/shared/pages';
import { useParams } from 'react-router';
import { LoadFailedPage } from '@/components/errors/load-failed-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import { useUser } from '@/features/accounts/api/get-user';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useProduct } from '@/features/catalog/api/get-product';
import { useAccountTerms } from '@/features/companies/api/account-terms';
import { OrderForm } from '@/features/orders/components/order-form';
import { PageMeta } from '@/features/site/components/page-meta';

const ProductDetail = ({ product }: { product: Product }) => (
  <section
    aria-labelledby="product-name"
    className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
  >
    <figure className="overflow-hidden rounded-box border border-base-300 bg-base-200">
      <img
        src={product.image}
        alt={product.name}
        width={400}
        height={300}
        fetchPriority="high"
        className="aspect-[4/3] h-auto w-full object-cover dark:brightness-90"
      />
    </figure>
    {/* A name or description with a long unbroken word wraps inside the column instead of widening the page. */}
    <div className="flex min-w-0 flex-col gap-4 break-words">
      <div>
        <p className="font-medium text-base-content/75 text-sm uppercase tracking-wider">
          Model {product.model}
        </p>
        <h1 id="product-name" className="mt-1 font-bold text-3xl tracking-tight sm:text-4xl">
          {product.name}
        </h1>
      </div>
      <p className="text-base-content/80 leading-relaxed">{product.description}</p>
      <dl className="grid grid-cols-1 gap-3 rounded-box bg-base-200 p-4 text-sm min-[420px]:grid-cols-3">
        <div>
          <dt className="text-base-content/75">Unit price</dt>
          <dd className="font-bold text-lg">
            {formatDollars(product.price)} / {PRODUCT_UNIT}
          </dd>
        </div>
        <div>
          <dt className="text-base-content/75">Minimum order</dt>
          <dd className="font-bold text-lg">
            {formatCount(product.minOrder)} {PRODUCT_UNIT}
          </dd>
        </div>
        <div>
          <dt className="text-base-content/75">Available</dt>
          <dd className="font-bold text-lg">
            {formatCount(product.quantity)} {PRODUCT_UNIT}
          </dd>
        </div>
      </dl>
    </div>
  </section>
);

const PurchaseSkeleton = () => (
  <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]" aria-hidden="true">
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="skeleton aspect-[4/3] w-full" />
      <div className="flex flex-col gap-4">
        <div className="skeleton h-5 w-32" />
        <div className="skeleton h-10 w-3/4" />
        <div className="skeleton h-20 w-full" />
        <div className="skeleton h-16 w-full" />
      </div>
    </div>
    <div className="skeleton h-72 w-full" />
  </div>
);

export const PurchaseRoute = () => {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const user = useUser();
  // A company on account lets its members choose to pay on account.
  const account = useAccountTerms(user.data?.company?.status === 'approved');

  if (product.isError || user.isError) {
    return (
      <LoadFailedPage
        title="This product could not be loaded"
        message={(product.error ?? user.error)?.message}
        onRetry={() => void product.refetch()}
      >
        <PageMeta title={pageMeta.purchase.title} description={pageMeta.purchase.description} />
      </LoadFailedPage>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageMeta
        title={product.data ? `Buy ${product.data.name}` : pageMeta.purchase.title}
        description={pageMeta.purchase.description}
      />
      <Breadcrumbs
        trail={[{ label: 'All products', href: paths.allProducts.getHref() }]}
        current={product.data?.name ?? 'Product'}
      />
      {product.data && user.data ? (
        // On a desktop the order form sits beside the product, Buy Now within the first screen.
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <ProductDetail product={product.data} />
          <div className="lg:sticky lg:top-20">
            {/* Remounts for another product, so the amount starts again at its minimum order. */}
            <OrderForm
              key={product.data._id}
              product={product.data}
              user={user.data}
              account={account}
              addToCart={(state) => <AddToCartButton productId={product.data._id} {...state} />}
            />
          </div>
        </div>
      ) : (
        // At least a screen high, so the footer does not show and then get pushed down when the product comes.
        <div className="min-h-dvh">
          <p role="status" className="sr-only">
            Loading…
          </p>
          <PurchaseSkeleton />
        </div>
      )}
    </div>
  );
};
