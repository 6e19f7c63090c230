import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';

/** The order page while its order loads: the shape of the detail and its side panel. */
export const OrderPageLoading = () => (
  <div>
    <p role="status" className="sr-only">
      Loading…
    </p>
    <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
      <div className="skeleton h-56 w-full lg:col-span-2" />
      <div className="skeleton h-56 w-full" />
    </div>
  </div>
);

/** Why an order cannot be shown (not found, not yours), with the way back to the list it came from. */
export const OrderPageError = ({
  message,
  backHref,
  backLabel,
}: {
  message: string;
  backHref: string;
  backLabel: string;
}) => (
  <div
    role="alert"
    className="flex flex-col items-start gap-4 rounded-box border border-warning border-l-4 bg-base-200 p-5"
  >
    <div className="flex items-center gap-3">
      <Icon name="alert" className="size-6 shrink-0 text-warning" />
      <p>{message}</p>
    </div>
    <Link to={backHref} className="btn btn-primary">
      Back to {backLabel}
    </Link>
  </div>
);
