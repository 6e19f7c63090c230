import { catalogCsvMessages } from '@ironvolt/shared/admin';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';

/** What a CSV import's preview and apply answer (the catalog's and a price list's); `remove` only where rows can. */
export type CsvImportPlan = {
  counts: { add: number; update: number; remove?: number; unchanged: number; refused: number };
  rows: {
    row: number;
    model: string;
    name: string;
    action: string;
    errors: { field: string; message: string }[];
  }[];
  message?: string;
};

type FileMutation<Plan> = UseMutationResult<Plan, Error, Blob>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const Spinner = () => <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

/**
 * Export as CSV, and import a CSV in two steps: a preview that says what each row would do (refusals with their
 * messages by column), then all or nothing. `preview` and `apply` send the file to the page's own routes; `describe`
 * words a row's result; `imported` words the toast when the reply carries no message of its own.
 */
export const CsvImport = <Plan extends CsvImportPlan>({
  preview,
  apply,
  onExport,
  describe,
  imported,
  nameColumn,
}: {
  preview: FileMutation<Plan>;
  apply: FileMutation<Plan>;
  onExport: () => Promise<unknown>;
  describe: (row: Plan['rows'][number]) => string;
  imported: (counts: Plan['counts']) => string;
  nameColumn: string;
}) => {
  const fileInputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [exporting, setExporting] = useState(false);
  const plan = preview.data;

  const exportCsv = () => {
    setExporting(true);
    onExport()
      .catch((error: unknown) => toast.error(messageOf(error)))
      .finally(() => setExporting(false));
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
        toast.success(reply.message ?? imported(reply.counts));
        clear();
      },
      // Changed since the preview (another admin, another file): show what the file would do now.
      onError: () => preview.mutate(file),
    });
  };

  const removes = plan?.counts.remove !== undefined;
  const changes = plan ? plan.counts.add + plan.counts.update + (plan.counts.remove ?? 0) : 0;

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className="btn btn-outline" onClick={exportCsv} disabled={exporting}>
          {exporting ? <Spinner /> : null}
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
            <ul className="flex flex-wrap gap-2" aria-label="What the file would do">
              <li className="badge badge-success badge-outline">{plan.counts.add} to add</li>
              <li className="badge badge-info badge-outline">{plan.counts.update} to change</li>
              {removes ? <li className="badge badge-outline">{plan.counts.remove} to remove</li> : null}
              <li className="badge badge-ghost">{plan.counts.unchanged} unchanged</li>
              <li className={`badge ${plan.counts.refused > 0 ? 'badge-error' : 'badge-ghost'}`}>
                {plan.counts.refused} refused
              </li>
            </ul>
            {plan.counts.refused > 0 ? (
              <p role="alert" className="text-error">
                {catalogCsvMessages.previewRefused(plan.counts.refused)}
              </p>
            ) : null}
            {plan.rows.length > 0 ? (
              <div className="overflow-x-auto rounded-box border border-base-300">
                <table className="table table-sm">
                  <caption className="sr-only">
                    {removes
                      ? 'Rows of the file that add, change, remove or are refused'
                      : 'Rows of the file that add, change or are refused'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Row</th>
                      <th scope="col">Model</th>
                      <th scope="col">{nameColumn}</th>
                      <th scope="col">Result</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.rows.map((row) => (
                      <tr key={row.row} className="align-top">
                        <td>{row.row}</td>
                        <td className="break-all">{row.model}</td>
                        <td className="break-words">{row.name}</td>
                        <td>
                          <span className={row.action === 'refused' ? 'font-semibold text-error' : ''}>
                            {describe(row)}
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
            ) : null}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                onClick={importFile}
                disabled={plan.counts.refused > 0 || changes === 0 || apply.isPending}
              >
                {apply.isPending ? <Spinner /> : null}
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
    </>
  );
};
