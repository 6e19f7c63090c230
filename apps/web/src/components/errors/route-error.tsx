import { routeErrorText } from '@ironvolt/shared/site';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentHead } from '@/components/seo/document-head';
import { paths } from '@/config/paths';

/** Shown when a page fails to load or render, e.g. after a deploy replaced the page's code. */
export const RouteError = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      {/* Outside the shell, where the shop's name may be unknown: the plain title. */}
      <DocumentHead title={routeErrorText.title} description={routeErrorText.description} />
      <h1 className="font-bold text-3xl">{routeErrorText.title}</h1>
      <p className="mt-4 text-base-content/80">
        This page could not be shown. Reloading usually helps; if not, please try again in a moment.
      </p>
      {detail ? <p className="mt-2 text-base-content/75 text-sm">{detail}</p> : null}
      <div className="mt-8 flex gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home.getHref()} className="btn btn-ghost" reloadDocument>
          Go to the home page
        </Link>
      </div>
    </main>
  );
};
