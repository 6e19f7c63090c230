import { Upcoming } from '../dashboard/upcoming';

export const PurchaseRoute = () => (
  <Upcoming title={'Purchase'} icon="shopping-bag">
    <p>Ordering opens soon.</p>
    <p>Here you will order this tool in bulk, from its minimum order.</p>
  </Upcoming>
);
