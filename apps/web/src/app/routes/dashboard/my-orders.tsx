import { MY_ORDERS_PAGE_SIZE } from '@ironvolt/shared/orders-constants';
import { pageMeta } from '@ironvolt/shared/pages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { ListCount } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { useUser } from '@/features/accounts/api/get-user';
import { OrderAgainButton } from '@/features/cart/components/order-again-button';
import { useMyCompany } from '@/features/companies/api/get-my-company';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { CompanyOrders } from '@/features/orders/components/company-orders';
import { MyOrdersList } from '@/features/orders/components/my-orders-list';
import { PageMeta } from '@/features/site/components/page-meta';
import { useListParams } from '@/hooks/use-list-params';

const { title, description } = pageMeta.myOrders;

const OrdersSkeleton = () => (
  <div>
    <p role="status" className="sr-only">
      Loading…
    </p>
    <div className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="skeleton h-16 w-full" />
      ))}
    </div>
  </div>
);

export const MyOrdersRoute = () => {
  const user = useUser();
  const { page, setPage } = useListParams([]);
  const orders = useMyOrders(user.data?.email, page);
  // A company admin also sees every order placed for the company, by buyer.
  const companyAdmin = user.data?.company?.role === 'admin' && user.data.company.status === 'approved';
  const company = useMyCompany(companyAdmin);
  const buyers = (company.data?.members ?? []).map((member) => ({
    id: member.userId,
    name: member.name,
    email: member.email,
  }));

  let content: ReactNode;
  if (user.isError || orders.isError) {
    // The error itself is toasted by the query client; this keeps the page useful.
    content = (
      <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
        <p className="font-medium">Your orders could not be loaded.</p>
        <button
          type="button"
          className="btn btn-primary btn-sm mt-4"
          onClick={() => void (user.isError ? user.refetch() : orders.refetch())}
        >
          Try again
        </button>
      </div>
    );
  } else if (!orders.data) {
    content = <OrdersSkeleton />;
  } else if (orders.data.total === 0) {
    content = (
      <div className="flex flex-col items-center rounded-box border border-base-300 bg-base-200 p-10 text-center">
        <Icon name="shopping-bag" className="size-10 text-primary" />
        <p className="mt-4 font-semibold text-lg">You have no orders yet.</p>
        <p className="mt-1 text-base-content/80">Pick a tool and order it in bulk, from its minimum order.</p>
        <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-6">
          Browse all products
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <ListCount total={orders.data.total} one="order" many="orders" fetching={orders.isFetching} />
        <MyOrdersList orders={orders.data.items} orderAgain={(order) => <OrderAgainButton order={order} />} />
        <Pager
          page={page}
          pageCount={Math.max(1, Math.ceil(orders.data.total / MY_ORDERS_PAGE_SIZE))}
          onPage={setPage}
          label="Order pages"
        />
      </>
    );
  }

  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader
        title={title}
        lead="Everything you ordered, newest first. Pay for an order or cancel it while it is unpaid."
      />
      {content}
      {companyAdmin ? <CompanyOrders buyers={buyers} /> : null}
    </>
  );
};
