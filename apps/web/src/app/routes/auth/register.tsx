import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { PageTitle } from '@/features/site/components/page-title';

const title = 'Register';

export const RegisterRoute = () => (
  <>
    <PageTitle title={title} />
    <ComingSoon
      title={title}
      icon="users"
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
        Registration opens together with customer accounts. You will need only your name, email and a
        password.
      </p>
    </ComingSoon>
  </>
);
