import { pageMeta } from '@ironvolt/shared/pages';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { NotFoundIllustration } from '@/features/site/components/not-found-illustration';
import { PageMeta } from '@/features/site/components/page-meta';

/** SPEC's `*` route: the server answers every unknown path with the app, and the app says "not found". */
export const NotFoundRoute = () => (
  <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-20">
    <PageMeta title={pageMeta.notFound.title} description={pageMeta.notFound.description} robots="noindex" />
    <NotFoundIllustration label="An unplugged power cord beside a wall socket under a large 404" />
    <h1 className="mt-10 font-bold text-3xl tracking-tight sm:text-4xl">Page not found</h1>
    <p className="mt-4 text-base-content/80 text-lg">
      This page is unplugged: the link may be old, or the address mistyped.
    </p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to={paths.home.getHref()} className="btn btn-primary gap-2">
        <Icon name="home" className="size-5" />
        Back to the home page
      </Link>
      <Link to={paths.allProducts.getHref()} className="btn btn-outline btn-primary">
        Browse all products
      </Link>
    </div>
  </div>
);
