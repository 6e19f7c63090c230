/** Loading rows for an admin table: the shape of what is coming. */
export const TableSkeleton = ({ rows = 6, label }: { rows?: number; label: string }) => (
  <div role="status" className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
    <span className="sr-only">{label}</span>
    <div className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="skeleton h-10 w-full" />
      ))}
    </div>
  </div>
);

export const LoadFailed = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
    <p className="font-medium">The {what} could not be loaded.</p>
    <button type="button" className="btn btn-primary btn-sm mt-4" onClick={onRetry}>
      Try again
    </button>
  </div>
);

/** What an admin list says when nothing matches. */
export const EmptyList = ({ children }: { children: React.ReactNode }) => (
  <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
    <p className="font-medium">{children}</p>
  </div>
);

/** How many entries match across all pages, with a spinner while the next page loads. */
export const ListCount = ({
  total,
  one,
  many,
  fetching,
}: {
  total: number;
  one: string;
  many: string;
  fetching: boolean;
}) => (
  <p className="mb-3 text-base-content/80 text-sm" aria-live="polite">
    {total} {total === 1 ? one : many}
    {fetching ? <span className="loading loading-spinner loading-xs ml-2" aria-hidden="true" /> : null}
  </p>
);
