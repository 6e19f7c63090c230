import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { Upcoming } from './upcoming';

export const AddReviewRoute = () => (
  <Upcoming title={dashboardMenuText.addReview} icon="star">
    <p>Reviews open soon.</p>
    <p>You will rate our tools with up to five stars and tell other customers how they work for you.</p>
  </Upcoming>
);
