import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { AddReviewForm } from '@/features/reviews/components/add-review-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.addReview;

export const AddReviewRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <PageHeader
      title={title}
      lead="Rate our tools with up to five stars and tell other customers how they work for you."
    />
    <AddReviewForm />
  </>
);
