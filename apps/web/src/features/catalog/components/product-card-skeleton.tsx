/** Stands in for a ProductCard while the list loads; same shape, so nothing jumps when it arrives. */
export const ProductCardSkeleton = () => (
  <div className="card h-full overflow-hidden border border-base-300 bg-base-100" aria-hidden="true">
    <div className="skeleton aspect-[4/3] w-full rounded-none" />
    <div className="card-body gap-2 p-3 sm:gap-3 sm:p-5">
      <div className="skeleton h-3 w-24" />
      <div className="skeleton h-6 w-3/4" />
      <div className="skeleton h-4 w-full" />
      <div className="skeleton h-4 w-5/6" />
      <div className="skeleton h-12 w-full" />
      <div className="skeleton mt-2 h-7 w-28" />
    </div>
  </div>
);
