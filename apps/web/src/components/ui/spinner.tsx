/** A centred loading indicator with a text for screen readers. */
export const Spinner = ({ label = 'Loading…' }: { label?: string }) => (
  <div role="status" className="flex min-h-[60vh] items-center justify-center">
    <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
    <span className="sr-only">{label}</span>
  </div>
);
