import { Upcoming } from './upcoming';

export const PaymentRoute = () => (
  <Upcoming title={'Payment'} icon="credit-card">
    <p>Card payment opens soon.</p>
    <p>Here you will pay for an order by card, securely.</p>
  </Upcoming>
);
