import { pageMeta } from '@ironvolt/shared/pages';
import { PageMeta } from '@/features/site/components/page-meta';
import { WarrantyForm } from '@/features/warranty/components/warranty-form';

/** /warranty (no sign-in): an owner registers a tool for the 3 year service warranty. */
export const WarrantyRoute = () => (
  <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
    <PageMeta title={pageMeta.warranty.title} description={pageMeta.warranty.description} />
    <header className="max-w-3xl">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Register your tool</h1>
      <p className="mt-3 text-base-content/80 text-lg">
        Every tool has a 1 year parts guarantee from the day you bought it. Register it within 30 days of
        purchase and the 3 year service warranty covers it instead. You need no account: the model and serial
        number are on the tool's plate.
      </p>
    </header>
    <div className="mt-8">
      <WarrantyForm />
    </div>
  </div>
);
