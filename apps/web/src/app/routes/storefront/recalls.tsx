import { pageMeta } from '@ironvolt/shared/pages';
import { PageMeta } from '@/features/site/components/page-meta';
import { useRecalls } from '@/features/warranty/api/get-recalls';
import { RecallList } from '@/features/warranty/components/recall-list';

/** /recalls: the active recalls, for anyone. */
export const RecallsRoute = () => {
  const recalls = useRecalls();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta title={pageMeta.recalls.title} description={pageMeta.recalls.description} />
      <header className="max-w-3xl">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Recalls</h1>
        <p className="mt-3 text-base-content/80 text-lg">
          Tools we are recalling, and what to do if you have one. Registered owners and buyers are mailed.
        </p>
      </header>
      <div className="mt-8 max-w-3xl">
        {recalls.isPending ? (
          <p role="status">
            <span className="loading loading-spinner" aria-hidden="true" /> Loading recalls…
          </p>
        ) : (
          <RecallList recalls={recalls.data ?? []} empty="No tools are being recalled at the moment." />
        )}
      </div>
    </div>
  );
};
