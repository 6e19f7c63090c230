import { type QuickOrderLine, quickOrderMessages, quickOrderResultWords } from '@ironvolt/shared/quick-order';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type QuickOrderInput, useQuickOrder } from '@/features/cart/api/quick-order';

/** One row of the result table: the line as answered, and the buyer's edits of a refused one. */
type Row = QuickOrderLine & { editModel: string; editAmount: string; error?: string };

const toRow = (line: QuickOrderLine): Row => ({
  ...line,
  editModel: line.model,
  editAmount: line.amount === null ? '' : String(line.amount),
});

/** A model and an amount as one CSV line, quoted, so a model with a comma or a quote is sent as typed. */
const csvLine = (model: string, amount: string) =>
  `"${model.replaceAll('"', '""')}","${amount.replaceAll('"', '""')}"`;

/**
 * Quick order: pasted lines or a CSV file added to the cart at once, then a table of what became of each line,
 * where a refused line is fixed in place and added again.
 */
export const QuickOrderForm = () => {
  const textId = useId();
  const fileId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [summary, setSummary] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const order = useQuickOrder();
  const again = useQuickOrder();

  const send = (input: QuickOrderInput) => {
    setError(undefined);
    order.mutate(input, {
      onSuccess: ({ lines }) => {
        setRows(lines.map(toRow));
        const added = lines.filter((line) => line.result === 'added').length;
        const refused = lines.length - added;
        setSummary(`${quickOrderMessages.added(added)}${refused > 0 ? `; ${refused} to fix below` : ''}.`);
      },
      onError: (problem) => setError(problem.message),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (file) send({ file });
    else if (text.trim() === '') setError(quickOrderMessages.empty);
    else send({ text });
  };

  const edit = (line: number, change: Partial<Row>) =>
    setRows((current) => current?.map((row) => (row.line === line ? { ...row, ...change } : row)));

  const addAgain = (row: Row) => {
    again.mutate(
      { text: csvLine(row.editModel.trim(), row.editAmount.trim()) },
      {
        onSuccess: ({ lines }) => {
          const [answer] = lines;
          if (!answer) return;
          // The row keeps its place (its line in the buyer's list); its model, amount and result are the new ones.
          edit(row.line, { ...toRow({ ...answer, line: row.line }), error: undefined });
        },
        onError: (problem) => edit(row.line, { error: problem.message }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="font-medium">
            Paste model numbers and amounts
          </label>
          <p id={hintId} className="text-base-content/80 text-sm">
            One tool a line: the model number, then the amount ("IV-HG2000 40", "IV-BN18B, 20", or two cells
            copied from a spreadsheet). Up to 500 lines; amounts are added to what your cart holds.
          </p>
          <textarea
            id={textId}
            aria-describedby={hintId}
            className="textarea textarea-bordered h-48 w-full font-mono"
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-medium">
            Or choose a CSV file (model,amount)
          </label>
          <input
            id={fileId}
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full max-w-md"
          />
        </div>
        {error ? (
          <p role="alert" className="text-error">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={order.isPending}>
            {order.isPending ? 'Adding…' : 'Add to cart'}
          </button>
          <Link to={paths.dashboard.cart.getHref()} className="btn btn-ghost">
            Go to your cart
          </Link>
        </div>
      </form>

      <p role="status" className={summary ? 'font-medium' : 'sr-only'}>
        {summary ?? ''}
      </p>

      {rows ? (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <caption className="sr-only">What became of each line</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Model</th>
                <th scope="col">Amount</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ResultRow key={row.line} row={row} onEdit={edit} onAddAgain={addAgain} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
};

type ResultRowProps = {
  row: Row;
  onEdit: (line: number, change: Partial<Row>) => void;
  onAddAgain: (row: Row) => void;
};

const ResultRow = ({ row, onEdit, onAddAgain }: ResultRowProps) => {
  const messageId = useId();
  const added = row.result === 'added';
  return (
    <tr>
      <td>{row.line}</td>
      <td>
        {added ? (
          row.model
        ) : (
          <input
            className="input input-bordered input-sm w-40"
            aria-label={`Model on line ${row.line}`}
            aria-describedby={messageId}
            value={row.editModel}
            onChange={(event) => onEdit(row.line, { editModel: event.target.value })}
          />
        )}
      </td>
      <td>
        {added ? (
          row.amount
        ) : (
          <input
            className="input input-bordered input-sm w-24"
            inputMode="numeric"
            aria-label={`Amount on line ${row.line}`}
            aria-describedby={messageId}
            value={row.editAmount}
            onChange={(event) => onEdit(row.line, { editAmount: event.target.value })}
          />
        )}
      </td>
      <td>
        <p className="font-semibold">{quickOrderResultWords[row.result]}</p>
        <p id={messageId} className="text-sm">
          {row.error ?? row.message}
        </p>
        {added ? null : (
          <button
            type="button"
            className="btn btn-sm btn-outline mt-1"
            aria-label={`Add again line ${row.line}`}
            onClick={() => onAddAgain(row)}
          >
            Add again
          </button>
        )}
      </td>
    </tr>
  );
};
