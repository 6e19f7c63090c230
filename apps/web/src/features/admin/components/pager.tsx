type PagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
};

/** Previous / next for a server-paged list, with where we are. */
export const Pager = ({ page, total, pageSize, onPage, label }: PagerProps) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-center gap-3">
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
};
