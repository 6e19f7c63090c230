import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { AdminUpcoming } from './upcoming';

export const OverviewRoute = () => (
  <AdminUpcoming title={dashboardMenuText.overview} icon="trending-up">
    <p>The shop overview opens soon.</p>
    <p>Revenue, orders by status, best sellers and low stock will show here at a glance.</p>
  </AdminUpcoming>
);
