import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { AdminUpcoming } from './upcoming';

export const ManageProductsRoute = () => (
  <AdminUpcoming title={dashboardMenuText.manageProducts} icon="boxes">
    <p>Product management opens soon.</p>
    <p>The whole catalogue will be listed here, to edit or remove products.</p>
  </AdminUpcoming>
);
