import { navText } from '@ironvolt/shared/site';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { PageTitle } from '@/features/site/components/page-title';

export const LoginRoute = () => (
  <>
    <PageTitle title={navText.logIn} />
    <ComingSoon
      title={navText.logIn}
      icon="login"
      actions={
        <>
          <Link to={paths.allProducts.getHref()} className="btn btn-primary">
            Browse all products
          </Link>
          <Link to={paths.home.getHref()} className="btn btn-ghost">
            Back to the home page
          </Link>
        </>
      }
    >
      <p>Sign-in arrives soon.</p>
      <p>
        Customer accounts are being set up: soon you will log in here with your email and password to order in
        bulk and follow your orders. Until then you can browse the whole catalogue.
      </p>
    </ComingSoon>
  </>
);
