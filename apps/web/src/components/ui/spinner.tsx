/**
 * A centred loading indicator with a text for screen readers. It fills the screen, so the footer below shows only
 * once the page has come, and is not pushed away by it (a layout shift).
 */
export const Spinner = ({ label = 'Loading…' }: { label?: string }) => (
  <div role="status" className="flex min-h-dvh items-center justify-center">
    <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
    <span className="sr-only">{label}</span>
  </div>
);
