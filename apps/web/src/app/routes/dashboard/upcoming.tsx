import { dashboardMenuText } from '@ironvolt/shared/navigation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import type { IconName } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { PageTitle } from '@/features/site/components/page-title';

// Dashboard pages that later work builds: each says plainly what it will do, never a blank page.

type UpcomingProps = { title: string; icon: IconName; children: ReactNode };

const UpcomingNotice = ({ title, icon, children }: UpcomingProps) => (
  <ComingSoon
    title={title}
    icon={icon}
    actions={
      <>
        <Link to={paths.allProducts.getHref()} className="btn btn-primary">
          Browse all products
        </Link>
        <Link to={paths.dashboard.myProfile.getHref()} className="btn btn-ghost">
          {dashboardMenuText.myProfile}
        </Link>
      </>
    }
  >
    {children}
  </ComingSoon>
);

const Upcoming = (props: UpcomingProps) => (
  <>
    <PageTitle title={props.title} />
    <UpcomingNotice {...props} />
  </>
);

const AdminUpcoming = (props: UpcomingProps) => (
  <>
    <PageTitle title={props.title} />
    <RequireAdmin title={props.title}>
      <UpcomingNotice {...props} />
    </RequireAdmin>
  </>
);

export const MyOrdersRoute = () => (
  <Upcoming title={dashboardMenuText.myOrders} icon="shopping-bag">
    <p>Your orders will be listed here soon.</p>
    <p>You will follow each order, pay for it by card and cancel it while it is unpaid.</p>
  </Upcoming>
);

export const AddReviewRoute = () => (
  <Upcoming title={dashboardMenuText.addReview} icon="star">
    <p>Reviews open soon.</p>
    <p>You will rate our tools with up to five stars and tell other customers how they work for you.</p>
  </Upcoming>
);

export const PaymentRoute = () => (
  <Upcoming title="Payment" icon="credit-card">
    <p>Card payment opens soon.</p>
    <p>Here you will pay for an order by card, securely.</p>
  </Upcoming>
);

export const ManageOrdersRoute = () => (
  <AdminUpcoming title={dashboardMenuText.manageOrders} icon="clipboard">
    <p>Order management opens soon.</p>
    <p>Every customer's orders will be listed here, to ship, deliver or remove.</p>
  </AdminUpcoming>
);

export const AddProductRoute = () => (
  <AdminUpcoming title={dashboardMenuText.addProduct} icon="package-plus">
    <p>The product form opens soon.</p>
    <p>You will add a tool to the catalogue with its photo, price, stock and minimum order.</p>
  </AdminUpcoming>
);

export const ManageProductsRoute = () => (
  <AdminUpcoming title={dashboardMenuText.manageProducts} icon="boxes">
    <p>Product management opens soon.</p>
    <p>The whole catalogue will be listed here, to edit or remove products.</p>
  </AdminUpcoming>
);
