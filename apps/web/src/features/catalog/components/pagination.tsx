import { Link } from 'react-router';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page, keeping the rest of the search. */
  hrefFor: (page: number) => string;
};

/** Numbered pages as links (so each page has an address), with previous and next. */
export const Pagination = ({ page, pageCount, hrefFor }: PaginationProps) => {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-center">
      <ul className="join">
        <li>
          {page > 1 ? (
            <Link className="btn join-item" to={hrefFor(page - 1)}>
              Previous
            </Link>
          ) : (
            <span className="btn btn-disabled join-item" aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pages.map((n, index) => (
          <li key={n} className="flex">
            {index > 0 && n - (pages[index - 1] ?? n) > 1 ? (
              <span className="btn btn-disabled join-item" aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              className={`btn join-item ${n === page ? 'btn-primary' : ''}`}
              to={hrefFor(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link className="btn join-item" to={hrefFor(page + 1)}>
              Next
            </Link>
          ) : (
            <span className="btn btn-disabled join-item" aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
};
