import type { ReactNode } from 'react';
import { Link } from 'react-router';

type PagerProps = {
  page: number;
  pageCount: number;
  /** The navigation landmark's name, e.g. "Order pages". */
  label: string;
} & (
  | {
      /** Each page has an address (the storefront): the pages are links. */
      hrefFor: (page: number) => string;
      onPage?: never;
    }
  | {
      /** The page lives in the screen's state (admin tables): the pages are buttons. */
      onPage: (page: number) => void;
      hrefFor?: never;
    }
);

/** Numbered pages with previous and next; far pages fold into '…'. Nothing when there is one page. */
export const Pager = ({ page, pageCount, label, hrefFor, onPage }: PagerProps) => {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  );
  const to = (n: number, className: string, children: ReactNode, ariaLabel?: string) => {
    const current = n === page ? ('page' as const) : undefined;
    return hrefFor ? (
      <Link className={className} to={hrefFor(n)} aria-current={current} aria-label={ariaLabel}>
        {children}
      </Link>
    ) : (
      <button
        type="button"
        className={className}
        onClick={() => onPage(n)}
        aria-current={current}
        aria-label={ariaLabel}
      >
        {children}
      </button>
    );
  };
  const disabled = (text: string) => (
    <span className="btn btn-disabled join-item" aria-disabled="true">
      {text}
    </span>
  );
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="join">
        <li>{page > 1 ? to(page - 1, 'btn join-item', 'Previous') : disabled('Previous')}</li>
        {pages.map((n, index) => (
          <li key={n} className="flex">
            {index > 0 && n - (pages[index - 1] ?? n) > 1 ? (
              <span className="btn btn-disabled join-item" aria-hidden="true">
                …
              </span>
            ) : null}
            {to(n, `btn join-item ${n === page ? 'btn-primary' : ''}`, n, `Page ${n}`)}
          </li>
        ))}
        <li>{page < pageCount ? to(page + 1, 'btn join-item', 'Next') : disabled('Next')}</li>
      </ul>
    </nav>
  );
};
