import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { Upcoming } from './upcoming';

export const MyOrdersRoute = () => (
  <Upcoming title={dashboardMenuText.myOrders} icon="shopping-bag">
    <p>Your orders will be listed here soon.</p>
    <p>You will follow each order, pay for it by card and cancel it while it is unpaid.</p>
  </Upcoming>
);
