import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { QuickOrderForm } from '@/features/cart/components/quick-order-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.quickOrder;

export const QuickOrderRoute = () => (
  <>
    <PageMeta title={title} description={description} />
    <PageHeader
      title={title}
      lead="Order by model number: paste lines from your own system or a spreadsheet, or choose a CSV file."
    />
    <QuickOrderForm />
  </>
);
