import { type CatalogImportReply, catalogCsvMessages } from '@ironvolt/shared/admin';
import { useId } from 'react';
import { CsvImport } from '@/components/ui/csv-import';
import {
  exportCatalog,
  useApplyCatalogImport,
  usePreviewCatalogImport,
} from '@/features/catalog/api/catalog-csv';

const actionLabels: Record<CatalogImportReply['rows'][number]['action'], string> = {
  add: 'Added',
  update: 'Changed',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

/** A row's result: what it does, and for a changed tool the columns it changes. */
const describe = (row: CatalogImportReply['rows'][number]) =>
  `${actionLabels[row.action]}${row.changes && row.changes.length > 0 ? `: ${row.changes.join(', ')}` : ''}`;

/**
 * The catalogue as a spreadsheet: export every tool; import a CSV in two steps, a preview that says what each row
 * would do (refusals with the add-product form's messages), then all or nothing.
 */
export const CatalogCsv = () => {
  const headingId = useId();
  const preview = usePreviewCatalogImport();
  const apply = useApplyCatalogImport();

  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-bold text-xl">
          Catalogue as CSV
        </h2>
        <p className="text-base-content/80">
          Export every tool to a spreadsheet, or import one: rows are matched to tools by model, new models
          are added. Nothing is imported while any row has an error.
        </p>
      </div>
      <CsvImport
        preview={preview}
        apply={apply}
        onExport={exportCatalog}
        describe={describe}
        imported={catalogCsvMessages.imported}
        nameColumn="Name"
      />
    </section>
  );
};
