import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { AdminUpcoming } from './upcoming';

export const ManageOrdersRoute = () => (
  <AdminUpcoming title={dashboardMenuText.manageOrders} icon="clipboard">
    <p>Order management opens soon.</p>
    <p>Every customer's orders will be listed here, to ship, deliver or remove.</p>
  </AdminUpcoming>
);
