import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { AddReviewForm } from '@/features/reviews/components/add-review-form';
import { PageTitle } from '@/features/site/components/page-title';

const title = dashboardMenuText.addReview;

export const AddReviewRoute = () => (
  <>
    <PageTitle title={title} />
    <PageHeader
      title={title}
      lead="Rate our tools with up to five stars and tell other customers how they work for you."
    />
    <AddReviewForm />
  </>
);
