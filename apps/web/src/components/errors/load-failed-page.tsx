import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type LoadFailedPageProps = {
  title: string;
  message: string | undefined;
  onRetry: () => void;
  /** The page's title and description tags. */
  children?: ReactNode;
};

/**
 * A storefront page whose data could not be loaded: what happened (the error itself is toasted by the query
 * client), Try again, and a way on to the catalogue.
 */
export const LoadFailedPage = ({ title, message, onRetry, children }: LoadFailedPageProps) => (
  <div className="mx-auto max-w-2xl px-4 py-16 text-center">
    {children}
    <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
    <p className="mt-3 text-base-content/80">{message}</p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
      <Link to={paths.allProducts.getHref()} className="btn btn-ghost">
        Browse all products
      </Link>
    </div>
  </div>
);
