import { cartMessages } from '@ironvolt/shared/cart-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useUser } from '@/features/accounts/api/get-user';
import { useCart } from '@/features/cart/api/cart';
import { CartView } from '@/features/cart/components/cart-view';
import { useAccountTerms } from '@/features/companies/api/account-terms';
import { CompanyAddressPicker } from '@/features/companies/components/company-address-picker';
import { RequestQuoteForm } from '@/features/quotes/components/request-quote-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.cart;

export const CartRoute = () => {
  const user = useUser();
  const cart = useCart();
  // A company on account lets its members choose to pay on account.
  const account = useAccountTerms(user.data?.company?.status === 'approved');

  let content: ReactNode;
  if (user.isError || cart.isError) {
    content = (
      <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
        <p className="font-medium">Your cart could not be loaded.</p>
        <button
          type="button"
          className="btn btn-primary btn-sm mt-4"
          onClick={() => void (user.isError ? user.refetch() : cart.refetch())}
        >
          Try again
        </button>
      </div>
    );
  } else if (!cart.data || !user.data) {
    content = (
      <div>
        <p role="status" className="sr-only">
          Loading…
        </p>
        <div className="flex flex-col gap-3" aria-hidden="true">
          {[0, 1].map((row) => (
            <div key={row} className="skeleton h-24 w-full" />
          ))}
        </div>
      </div>
    );
  } else if (cart.data.lines.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-box border border-base-300 bg-base-200 p-10 text-center">
        <Icon name="shopping-cart" className="size-10 text-primary" />
        <p className="mt-4 font-semibold text-lg">{cartMessages.empty}.</p>
        <p className="mt-1 text-base-content/80">
          Add tools from their pages with Add to cart, then order them all at once.
        </p>
        <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-6">
          Browse all products
        </Link>
      </div>
    );
  } else {
    // A member of an approved company picks one of its addresses at checkout.
    const member = user.data.company?.status === 'approved';
    content = (
      <>
        <CartView
          cart={cart.data}
          user={user.data}
          account={account}
          addressPicker={
            member
              ? (onPick) => <CompanyAddressPicker onPick={onPick} className="sm:col-span-2" />
              : undefined
          }
        />
        <RequestQuoteForm />
      </>
    );
  }

  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader
        title={title}
        lead="Every tool you add waits here, priced by its amount. Place them as one order and pay once."
      />
      {content}
    </>
  );
};
