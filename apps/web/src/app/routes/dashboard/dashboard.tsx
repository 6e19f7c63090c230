import { navText } from '@ironvolt/shared/site';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { PageTitle } from '@/features/site/components/page-title';

export const DashboardRoute = () => (
  <>
    <PageTitle title={navText.dashboard} />
    <ComingSoon
      title={navText.dashboard}
      icon="dashboard"
      actions={
        <>
          <Link to={paths.allProducts.getHref()} className="btn btn-primary">
            Browse all products
          </Link>
          <Link to={paths.login.getHref()} className="btn btn-ghost">
            {navText.logIn}
          </Link>
        </>
      }
    >
      <p>Sign-in arrives soon, and with it your dashboard.</p>
      <p>
        Here you will manage your profile, follow and pay for your orders and leave a review. Administrators
        will manage products, orders and users.
      </p>
    </ComingSoon>
  </>
);
