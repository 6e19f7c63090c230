import { catalogCsvMessages } from '@ironvolt/shared/admin';
import { formatDollars } from '@ironvolt/shared/money';
import {
  type PriceList,
  type PriceListDetail,
  type PriceListImportReply,
  type PriceListPrice,
  priceListCsvMessages,
} from '@ironvolt/shared/price-lists';
import { type FormEvent, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CsvImport } from '@/components/ui/csv-import';
import { LoadFailed } from '@/components/ui/table-states';
import {
  exportPriceList,
  useAddPriceList,
  useApplyPriceListImport,
  usePreviewPriceListImport,
  usePriceList,
  usePriceLists,
  useRemoveListPrice,
  useSetListPrice,
  useToolsToPrice,
  useUpdatePriceList,
} from '@/features/price-lists/api/price-lists';

const SEARCH_PAUSE_MS = 250;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Volume prices as the CSV writes them, `50:9.5;100:8.75`. */
const tiersText = (tiers: PriceListPrice['priceTiers']) =>
  tiers.map((tier) => `${tier.minAmount}:${tier.price}`).join(';');

/** `50:9.50;100:8.75` → tiers; undefined when the text is not in that form (the server checks the rest). */
const tiersOf = (text: string): PriceListPrice['priceTiers'] | undefined => {
  if (text.trim() === '') return [];
  const tiers = [];
  for (const pair of text.split(';')) {
    const match = /^\s*(\d+)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(pair);
    if (!match) return undefined;
    tiers.push({ minAmount: Number(match[1]), price: Number(match[2]) });
  }
  return tiers;
};

const discountText = (list: PriceList) =>
  list.discountPercent === undefined ? 'No discount' : `${list.discountPercent}% off the rest`;

/** A number typed in a field, or undefined when it is empty (NaN when it is no number: the server names it). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

const ListForm = ({
  list,
  busy,
  onSave,
  onCancel,
}: {
  list?: PriceList;
  busy: boolean;
  onSave: (body: { name: string; discountPercent: number | undefined }) => void;
  onCancel?: () => void;
}) => {
  const nameId = useId();
  const discountId = useId();
  const hintId = useId();
  const [name, setName] = useState(list?.name ?? '');
  const [discount, setDiscount] = useState(list?.discountPercent?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name: name.trim(), discountPercent: numberOf(discount) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex flex-col gap-1 sm:min-w-64 sm:flex-1">
        <label htmlFor={nameId} className="font-medium text-sm">
          Name
        </label>
        <input
          id={nameId}
          className="input w-full"
          value={name}
          required
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={discountId} className="font-medium text-sm">
          Discount on other tools (%)
        </label>
        <input
          id={discountId}
          className="input w-full sm:w-40"
          inputMode="decimal"
          value={discount}
          aria-describedby={hintId}
          onChange={(event) => setDiscount(event.target.value)}
        />
        <p id={hintId} className="text-base-content/75 text-xs">
          Empty: no discount
        </p>
      </div>
      <div className="flex gap-2 sm:pb-5">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {list ? 'Save the list' : 'Add the price list'}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
};

/** Picks a tool by a search in model and name (the catalog's own search), then sets its price on the list. */
const SetPriceForm = ({ list }: { list: PriceListDetail }) => {
  const searchId = useId();
  const priceId = useId();
  const tiersId = useId();
  const tiersHintId = useId();
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const [tool, setTool] = useState<{ _id: string; name: string; model: string; price: number } | null>(null);
  const [price, setPrice] = useState('');
  const [tiers, setTiers] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const set = useSetListPrice();
  useEffect(() => {
    const timer = setTimeout(() => setQ(query.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const found = useToolsToPrice(q);
  const choices = q === '' ? [] : (found.data?.items ?? []).slice(0, 8);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tool) return;
    const priceTiers = tiersOf(tiers);
    if (!priceTiers) {
      setProblem(catalogCsvMessages.priceTiersFormat);
      return;
    }
    setProblem(null);
    set.mutate(
      { id: list._id, productId: tool._id, body: { price: Number(price), priceTiers } },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.model}: ${formatDollars(saved.price)} on ${list.name}`);
          setTool(null);
          setPrice('');
          setTiers('');
          setQuery('');
        },
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  };

  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex flex-col gap-3">
      <h3 id={`${searchId}-heading`} className="font-semibold text-lg">
        Set a tool's price
      </h3>
      {tool ? (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <p>
            <span className="font-medium">{tool.model}</span> · {tool.name} · list price{' '}
            {formatDollars(tool.price)}{' '}
            <button type="button" className="btn btn-link btn-sm" onClick={() => setTool(null)}>
              Choose another tool
            </button>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-1">
              <label htmlFor={priceId} className="font-medium text-sm">
                Price on this list ($)
              </label>
              <input
                id={priceId}
                className="input w-full sm:w-40"
                inputMode="decimal"
                required
                value={price}
                onChange={(event) => setPrice(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-1 sm:flex-1">
              <label htmlFor={tiersId} className="font-medium text-sm">
                Volume prices
              </label>
              <input
                id={tiersId}
                className="input w-full"
                placeholder="50:9.50;100:8.75"
                aria-describedby={tiersHintId}
                value={tiers}
                onChange={(event) => setTiers(event.target.value)}
              />
              <p id={tiersHintId} className="text-base-content/75 text-xs">
                Optional: amount:price pairs separated by ;
              </p>
            </div>
            <button type="submit" className="btn btn-primary sm:mb-5" disabled={set.isPending}>
              Save the price
            </button>
          </div>
          {problem ? (
            <p role="alert" className="text-error">
              {problem}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={searchId} className="font-medium text-sm">
            Find a tool by model or name
          </label>
          <input
            id={searchId}
            type="search"
            className="input w-full sm:max-w-md"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {q !== '' && found.isSuccess && choices.length === 0 ? (
            <p className="text-sm">No tool matches “{q}”.</p>
          ) : null}
          {choices.length > 0 ? (
            <ul className="flex flex-col gap-1" aria-label="Tools found">
              {choices.map((product) => (
                <li key={product._id}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm h-auto justify-start py-1 text-left font-normal"
                    onClick={() => {
                      setTool(product);
                      const own = list.prices.find((entry) => entry.productId === product._id);
                      setPrice(own ? String(own.price) : '');
                      setTiers(own ? tiersText(own.priceTiers) : '');
                      setProblem(null);
                    }}
                  >
                    Choose {product.model} · {product.name} ({formatDollars(product.price)})
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
};

const importActionLabels: Record<PriceListImportReply['rows'][number]['action'], string> = {
  add: 'Price added',
  update: 'Price changed',
  remove: 'Own price removed',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

const priceText = (price: { price: number; priceTiers: PriceListPrice['priceTiers'] } | undefined) =>
  price
    ? `${formatDollars(price.price)}${price.priceTiers.length > 0 ? ` (${tiersText(price.priceTiers)})` : ''}`
    : '';

/** A row's result: what it does, with the price before and after where it has them. */
const describeImportRow = (row: PriceListImportReply['rows'][number]) =>
  `${importActionLabels[row.action]}${
    row.before && row.after
      ? `: ${priceText(row.before)} → ${priceText(row.after)}`
      : row.after
        ? `: ${priceText(row.after)}`
        : row.before
          ? `: was ${priceText(row.before)}`
          : ''
  }`;

/** Export the list's prices; import a CSV in two steps, a preview of what each row would do, then all or nothing. */
const PriceListCsv = ({ list }: { list: PriceListDetail }) => {
  const headingId = useId();
  const preview = usePreviewPriceListImport(list._id);
  const apply = useApplyPriceListImport(list._id);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-lg">
        Prices as CSV
      </h3>
      <p className="text-base-content/80 text-sm">
        Columns model, price and priceTiers. Rows are matched to tools by model; tools the file leaves out
        keep their price here; an empty price removes the tool's own price. Nothing is imported while any row
        has an error.
      </p>
      <CsvImport
        preview={preview}
        apply={apply}
        onExport={() => exportPriceList(list._id)}
        describe={describeImportRow}
        imported={priceListCsvMessages.imported}
        nameColumn="Tool"
      />
    </section>
  );
};

/** One list: its name and discount, its tools' own prices, and its CSV. */
const PriceListPanel = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { data, isPending, isError, refetch } = usePriceList(id);
  const update = useUpdatePriceList();
  const remove = useRemoveListPrice();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<PriceListPrice | null>(null);
  if (isPending) return <p role="status">Loading the price list…</p>;
  if (isError) return <LoadFailed what="the price list" onRetry={() => void refetch()} />;
  return (
    <section
      aria-labelledby="price-list-heading"
      className="space-y-6 rounded-box border border-base-300 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="price-list-heading" className="font-semibold text-xl">
          {data.name}
        </h2>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          Back to the price lists
        </button>
      </div>
      {editing ? (
        <ListForm
          list={data}
          busy={update.isPending}
          onCancel={() => setEditing(false)}
          onSave={(body) =>
            update.mutate(
              { id, body: { name: body.name, discountPercent: body.discountPercent ?? null } },
              {
                onSuccess: () => {
                  toast.success(`${body.name}: saved`);
                  setEditing(false);
                },
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            {discountText(data)} · used by{' '}
            {data.companies.length === 0
              ? 'no company'
              : data.companies.map((company) => company.name).join(', ')}
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
            Rename or change the discount
          </button>
        </div>
      )}

      <section aria-labelledby="own-prices-heading" className="flex flex-col gap-3">
        <h3 id="own-prices-heading" className="font-semibold text-lg">
          Tools with a price of their own ({data.prices.length})
        </h3>
        {data.prices.length === 0 ? (
          <p className="text-base-content/80 text-sm">
            None yet: every tool costs its list price
            {data.discountPercent === undefined ? '' : ' less the discount'}.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table table-sm">
              <caption className="sr-only">The tools' own prices on {data.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Model</th>
                  <th scope="col">Tool</th>
                  <th scope="col">List price</th>
                  <th scope="col">Price here</th>
                  <th scope="col">Volume prices</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.prices.map((price) => (
                  <tr key={price.productId}>
                    <td className="break-all">{price.model}</td>
                    <td className="break-words">{price.name}</td>
                    <td>{formatDollars(price.listPrice)}</td>
                    <td className="font-semibold">{formatDollars(price.price)}</td>
                    <td>
                      {price.priceTiers.length === 0
                        ? '—'
                        : price.priceTiers
                            .map((tier) => `${tier.minAmount}+: ${formatDollars(tier.price)}`)
                            .join(', ')}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm text-error"
                        onClick={() => setRemoving(price)}
                      >
                        Remove {price.model}'s price
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        action={
          removing
            ? `Remove ${removing.model}'s own price from ${data.name}: it costs its list price${data.discountPercent === undefined ? '' : ' less the discount'} again.`
            : ''
        }
        onClose={(accepted) => {
          if (!accepted || !removing) {
            setRemoving(null);
            return;
          }
          remove.mutate(
            { id, productId: removing.productId },
            {
              onSuccess: () => toast.success(`${removing.model}: own price removed`),
              onError: (error) => toast.error(error.message),
              onSettled: () => setRemoving(null),
            },
          );
        }}
      />
      <SetPriceForm list={data} />
      <PriceListCsv list={data} />
    </section>
  );
};

/** The shop admins' Price lists page: every list with its discount, tools priced and companies; add one; open one. */
export const PriceListsAdmin = () => {
  const { data, isPending, isError, refetch } = usePriceLists();
  const add = useAddPriceList();
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const addHeadingId = useId();

  if (open) return <PriceListPanel id={open} onClose={() => setOpen(null)} />;

  return (
    <div className="space-y-6">
      <section aria-labelledby={addHeadingId} className="space-y-3">
        <h2 id={addHeadingId} className="sr-only">
          Add a price list
        </h2>
        {adding ? (
          <ListForm
            busy={add.isPending}
            onCancel={() => setAdding(false)}
            onSave={(body) =>
              add.mutate(
                {
                  name: body.name,
                  ...(body.discountPercent === undefined ? {} : { discountPercent: body.discountPercent }),
                },
                {
                  onSuccess: (list) => {
                    toast.success(`${list.name}: added`);
                    setAdding(false);
                    setOpen(list._id);
                  },
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          />
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            Add a price list
          </button>
        )}
      </section>
      {isPending ? (
        <p role="status">Loading price lists…</p>
      ) : isError ? (
        <LoadFailed what="price lists" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p>No price list yet. Add one, then give it to a company on the Companies page.</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {data.map((list) => (
            <li key={list._id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium">{list.name}</p>
                <p className="text-base-content/75 text-sm">
                  {discountText(list)} · {list.priceCount} {list.priceCount === 1 ? 'tool' : 'tools'} priced ·{' '}
                  {list.companies.length === 0
                    ? 'no company'
                    : list.companies.map((company) => company.name).join(', ')}
                </p>
              </div>
              <button type="button" className="btn btn-sm" onClick={() => setOpen(list._id)}>
                Open {list.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
