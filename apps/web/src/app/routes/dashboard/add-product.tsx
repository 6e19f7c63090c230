import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { AdminUpcoming } from './upcoming';

export const AddProductRoute = () => (
  <AdminUpcoming title={dashboardMenuText.addProduct} icon="package-plus">
    <p>The product form opens soon.</p>
    <p>You will add a tool to the catalogue with its photo, price, stock and minimum order.</p>
  </AdminUpcoming>
);
