import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { RequireAdmin } from '@/features/accounts/components/require-admin';
import { ShippingAdmin } from '@/features/shipping/components/shipping-admin';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.shipping;

/** /dashboard/shipping (shop admins): the zones the shop ships to and their rates by weight. */
export const ShippingRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <RequireAdmin title={title}>
      <PageHeader
        title={title}
        lead="The countries the shop ships to, grouped in zones, each with its rates by weight. A country in no zone is not shipped to."
      />
      <ShippingAdmin />
    </RequireAdmin>
  </>
);
