import { type CatalogImportReply, catalogCsvMessages } from '@ironvolt/shared/admin';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
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

const Counts = ({ counts }: { counts: CatalogImportReply['counts'] }) => (
  <ul className="flex flex-wrap gap-2" aria-label="What the file would do">
    <li className="badge badge-success badge-outline">{counts.add} to add</li>
    <li className="badge badge-info badge-outline">{counts.update} to change</li>
    <li className="badge badge-ghost">{counts.unchanged} unchanged</li>
    <li className={`badge ${counts.refused > 0 ? 'badge-error' : 'badge-ghost'}`}>
      {counts.refused} refused
    </li>
  </ul>
);

/** The rows that add, change or are refused, each refusal with the form's messages by column. */
const PreviewRows = ({ rows }: { rows: CatalogImportReply['rows'] }) => (
  <div className="overflow-x-auto rounded-box border border-base-300">
    <table className="table table-sm">
      <caption className="sr-only">Rows of the file that add, change or are refused</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Model</th>
          <th scope="col">Name</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row} className="align-top">
            <td>{row.row}</td>
            <td className="break-all">{row.model}</td>
            <td className="break-words">{row.name}</td>
            <td>
              <span className={row.action === 'refused' ? 'font-semibold text-error' : ''}>
                {actionLabels[row.action]}
                {row.changes && row.changes.length > 0 ? `: ${row.changes.join(', ')}` : ''}
              </span>
              {row.errors.length > 0 ? (
                <ul className="mt-1 list-disc ps-4 text-sm">
                  {row.errors.map((error) => (
                    <li key={`${error.field}:${error.message}`}>
                      <span className="font-semibold">{error.field}</span>: {error.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/**
 * The catalogue as a spreadsheet: export every tool; import a CSV in two steps, a preview that says what each row
 * would do (refusals with the add-product form's messages), then all or nothing.
 */
export const CatalogCsv = () => {
  const headingId = useId();
  const fileInputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [exporting, setExporting] = useState(false);
  const preview = usePreviewCatalogImport();
  const apply = useApplyCatalogImport();
  const plan = preview.data;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportCatalog();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  const choose = (chosen: File | undefined) => {
    apply.reset();
    setFile(chosen ?? null);
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };

  const clear = () => {
    choose(undefined);
    if (inputRef.current) inputRef.current.value = '';
  };

  const importFile = () => {
    if (!file) return;
    apply.mutate(file, {
      onSuccess: (reply) => {
        toast.success(reply.message ?? catalogCsvMessages.imported(reply.counts));
        clear();
      },
      // Changed since the preview (another admin, another file): show what the catalog says now.
      onError: () => preview.mutate(file),
    });
  };

  const changes = plan ? plan.counts.add + plan.counts.update : 0;

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
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          Export CSV
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileInputId} className="font-medium text-sm">
            CSV file to import
          </label>
          <input
            ref={inputRef}
            id={fileInputId}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full max-w-xs"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </div>
      </div>

      <div aria-live="polite" className="flex flex-col gap-3">
        {preview.isPending ? <p>Checking the file…</p> : null}
        {preview.isError ? (
          <p role="alert" className="text-error">
            {preview.error.message}
          </p>
        ) : null}
        {apply.isError ? (
          <p role="alert" className="text-error">
            {apply.error.message}
          </p>
        ) : null}
        {plan && file ? (
          <>
            <p className="font-semibold">Preview of {file.name}</p>
            <Counts counts={plan.counts} />
            {plan.counts.refused > 0 ? (
              <p role="alert" className="text-error">
                {catalogCsvMessages.previewRefused(plan.counts.refused)}
              </p>
            ) : null}
            {plan.rows.length > 0 ? <PreviewRows rows={plan.rows} /> : null}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                onClick={importFile}
                disabled={plan.counts.refused > 0 || changes === 0 || apply.isPending}
              >
                {apply.isPending ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : null}
                {changes === 0
                  ? 'Nothing to import'
                  : `Import ${changes} ${changes === 1 ? 'change' : 'changes'}`}
              </button>
              <button type="button" className="btn btn-ghost" onClick={clear}>
                Choose another file
              </button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
};
