import { isLowStock, productMessages, type UpdateProductBody } from '@ironvolt/shared/admin';
import type { Product } from '@ironvolt/shared/catalog';
import { ADMIN_NAME_LIMIT, PRODUCT_UNIT, SEARCH_MAX, truncate } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyList, ListCount, LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { useCategories } from '@/features/catalog/api/categories';
import { useDeleteProduct } from '@/features/catalog/api/delete-product';
import { ADMIN_PRODUCTS_LIMIT, useAdminProducts } from '@/features/catalog/api/get-admin-products';
import { useUpdateProduct } from '@/features/catalog/api/update-product';
import { PriceTiersDialog } from '@/features/catalog/components/price-tiers-dialog';
import { ToolPageDialog } from '@/features/catalog/components/tool-page-dialog';
import { useListParams } from '@/hooks/use-list-params';
import { ApiError } from '@/lib/api-client';

type Draft = {
  name: string;
  category: string;
  description: string;
  price: string;
  quantity: string;
  minOrder: string;
  weightKg: string;
};
type DraftField = keyof Draft;

const draftOf = (product: Product): Draft => ({
  name: product.name,
  category: product.category,
  description: product.description,
  price: String(product.price),
  quantity: String(product.quantity),
  minOrder: String(product.minOrder),
  weightKg: String(product.weightKg),
});

const fieldLabels: Record<DraftField, string> = {
  name: 'Name',
  category: 'Category',
  description: 'Description',
  price: 'Price',
  quantity: 'Quantity',
  minOrder: 'Minimum order',
  weightKg: 'Weight (kg)',
};

/** Where a tool's stock stands, in words: out of stock, under its minimum order, low, or in stock. */
const StockState = ({ product }: { product: Product }) => {
  const [label, tone] =
    product.quantity === 0
      ? ['Out of stock', 'badge-error']
      : product.quantity < product.minOrder
        ? ['Under its minimum order', 'badge-error']
        : isLowStock(product)
          ? [productMessages.lowStock, 'badge-warning']
          : ['In stock', 'badge-success badge-outline'];
  return <span className={`badge badge-sm h-auto whitespace-normal ${tone}`}>{label}</span>;
};

/** The name cut at 15 characters (SPEC section 3); the full name on hover and for screen readers. */
const ProductName = ({ name }: { name: string }) => {
  const short = truncate(name, ADMIN_NAME_LIMIT);
  if (short === name) return <span className="font-semibold">{name}</span>;
  return (
    <span className="font-semibold" title={name}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
};

const figures = ['price', 'quantity', 'minOrder', 'weightKg'] as const;
const texts = ['name', 'category', 'description'] as const;

/**
 * A product's figures edited in place: focus starts in the first field, Escape cancels. A refusal is shown on one
 * line under the fields (tied to the field at fault), so the inputs never move.
 */
const EditRow = ({ product, onDone }: { product: Product; onDone: () => void }) => {
  const update = useUpdateProduct();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [error, setError] = useState<{ field: DraftField | undefined; message: string } | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const errorId = `edit-${product._id}-error`;

  useEffect(() => firstRef.current?.focus(), []);

  const save = () => {
    const body: UpdateProductBody = {};
    const original = draftOf(product);
    for (const field of figures) {
      if (draft[field] !== original[field])
        body[field] = draft[field].trim() === '' ? Number.NaN : Number(draft[field]);
    }
    for (const field of texts) if (draft[field] !== original[field]) body[field] = draft[field];
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: product._id, body },
      {
        onSuccess: () => {
          toast.success(productMessages.updated);
          onDone();
        },
        onError: (e) => {
          const field =
            e instanceof ApiError && e.field && e.field in fieldLabels ? (e.field as DraftField) : undefined;
          setError({ field, message: e.message });
          if (!field) toast.error(e.message);
        },
      },
    );
  };
  const { data: categories } = useCategories();
  const fieldProps = (field: DraftField) => {
    const bad = error?.field === field;
    return {
      id: `edit-${product._id}-${field}`,
      value: draft[field],
      'aria-invalid': bad || undefined,
      'aria-describedby': bad ? errorId : undefined,
      onChange: (event: { target: { value: string } }) =>
        setDraft((d) => ({ ...d, [field]: event.target.value })),
    };
  };
  const label = (field: DraftField) => (
    <label htmlFor={`edit-${product._id}-${field}`} className="text-xs font-medium">
      {fieldLabels[field]}
    </label>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape is heard from the fields and buttons inside
    <div
      className="flex flex-wrap items-end gap-3"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || update.isPending) return;
        event.stopPropagation();
        onDone();
      }}
    >
      <div className="flex min-w-0 basis-full flex-col gap-1 sm:basis-64">
        {label('name')}
        <input
          ref={firstRef}
          type="text"
          className={`input input-sm w-full ${error?.field === 'name' ? 'input-error' : ''}`}
          {...fieldProps('name')}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        {label('category')}
        <select
          className={`select select-sm w-48 ${error?.field === 'category' ? 'select-error' : ''}`}
          disabled={!categories}
          {...fieldProps('category')}
        >
          {(categories ?? [{ slug: product.category, name: product.category }]).map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {figures.map((field) => (
        <div key={field} className="flex w-28 flex-col gap-1">
          {label(field)}
          <input
            type="number"
            inputMode={field === 'price' || field === 'weightKg' ? 'decimal' : 'numeric'}
            step={field === 'price' ? '0.01' : field === 'weightKg' ? '0.001' : '1'}
            className={`input input-sm w-28 ${error?.field === field ? 'input-error' : ''}`}
            {...fieldProps(field)}
          />
        </div>
      ))}
      <div className="flex min-w-0 basis-full flex-col gap-1">
        {label('description')}
        <textarea
          rows={3}
          className={`textarea textarea-sm w-full ${error?.field === 'description' ? 'textarea-error' : ''}`}
          {...fieldProps('description')}
        />
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={update.isPending}>
          Save
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
      </div>
      {/* Two lines kept for it, and no say in the table's column widths (inline-size containment). */}
      <p
        id={errorId}
        className="min-h-8 basis-full font-medium text-error text-xs [contain:inline-size]"
        role="alert"
      >
        {error?.message}
      </p>
    </div>
  );
};

/** SPEC's Manage Products: name, price, stock, minimum order, low stock; edit in place; delete after a confirm. */
export const ProductsTable = ({ admin }: { admin: boolean }) => {
  const { page, q, setPage, setQ } = useListParams([]);
  const [params, setParams] = useSearchParams();
  const lowStock = params.get('lowStock') === 'true';
  const setLowStock = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('lowStock', 'true');
      else next.delete('lowStock');
      next.delete('page');
      return next;
    });
  const { data, isPending, isError, isFetching, refetch } = useAdminProducts({ q, lowStock, page });
  const { data: categories } = useCategories();
  const categoryName = (slug: string) => categories?.find((c) => c.slug === slug)?.name ?? slug;
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<string | null>(null);
  // Where focus goes once an edit ends: back to that row's Edit button (the one on screen at this width).
  const focusEditOf = useRef<string | null>(null);
  const endEdit = (id: string) => {
    focusEditOf.current = id;
    setEditing(null);
  };
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [tiersOf, setTiersOf] = useState<Product | null>(null);
  const [toolPageOf, setToolPageOf] = useState<Product | null>(null);

  const toolbar = (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SearchBox
        label="Search products"
        placeholder="Name or model"
        maxLength={SEARCH_MAX}
        value={q}
        onSearch={setQ}
      />
      <label className="label min-h-11 cursor-pointer gap-2 text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={lowStock}
          onChange={(event) => setLowStock(event.target.checked)}
        />
        Low stock only
      </label>
    </div>
  );

  if (isPending)
    return (
      <>
        {toolbar}
        <TableSkeleton label="Loading…" />
      </>
    );
  if (isError)
    return (
      <>
        {toolbar}
        <LoadFailed what="products" onRetry={() => void refetch()} />
      </>
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success(productMessages.deleted),
      onError: (error) => toast.error(error.message),
      onSettled: () => setToDelete(null),
    });
  };

  const actionsOf = (product: Product) => (
    <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:justify-end">
      <button
        ref={(button) => {
          if (button && focusEditOf.current === product._id && button.offsetParent !== null) {
            focusEditOf.current = null;
            button.focus();
          }
        }}
        type="button"
        className="btn btn-outline btn-sm"
        disabled={!admin}
        aria-label={`Edit ${product.name}`}
        onClick={() => setEditing(product._id)}
      >
        Edit
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={!admin}
        aria-label={`Volume prices of ${product.name}`}
        onClick={() => setTiersOf(product)}
      >
        Volume prices
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={!admin}
        aria-label={`Tool page of ${product.name}`}
        onClick={() => setToolPageOf(product)}
      >
        Tool page
      </button>
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        disabled={!admin || remove.isPending}
        aria-label={`Delete ${product.name}`}
        onClick={() => setToDelete(product)}
      >
        Delete
      </button>
    </div>
  );

  return (
    <>
      {toolbar}
      <ListCount total={data.total} one="product" many="products" fetching={isFetching} />
      {data.total === 0 ? (
        <EmptyList>
          No {lowStock ? 'low-stock ' : ''}products{q ? ` match “${q}”` : ''}.
        </EmptyList>
      ) : null}
      <div
        className={`overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm ${data.total === 0 ? 'hidden' : ''}`}
      >
        <table className="table table-sm md:table-md">
          <caption className="sr-only">Products with their price, stock and minimum order</caption>
          <thead>
            <tr className="text-base-content/80">
              <th scope="col">Name</th>
              <th scope="col" className="text-right">
                Price
              </th>
              <th scope="col" className="text-right">
                Quantity
              </th>
              <th scope="col" className="hidden text-right sm:table-cell">
                Min. order
              </th>
              <th scope="col" className="hidden sm:table-cell">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((product) => (
              <tr key={product._id} className="hover:bg-base-200/60">
                <th scope="row" className="align-top font-normal">
                  <div className="flex items-start gap-3">
                    {/* A thumbnail and the model tell rows apart at a glance; the name beside it says it. */}
                    <img
                      src={product.image}
                      alt=""
                      width={56}
                      height={42}
                      loading="lazy"
                      decoding="async"
                      className="hidden aspect-[4/3] w-14 shrink-0 rounded-field bg-base-200 object-cover min-[400px]:block"
                    />
                    <div className="flex min-w-0 flex-col items-start gap-1">
                      <ProductName name={product.name} />
                      <span className="text-base-content/75 text-xs">Model {product.model}</span>
                      <span className="text-base-content/75 text-xs">{categoryName(product.category)}</span>
                      <StockState product={product} />
                      {/* Phones: the buttons under the name, so that the table fits without scrolling. */}
                      {editing === product._id ? null : (
                        <div className="mt-1 sm:hidden">{actionsOf(product)}</div>
                      )}
                    </div>
                  </div>
                </th>
                {editing === product._id ? (
                  <td colSpan={4} className="align-top">
                    <EditRow product={product} onDone={() => endEdit(product._id)} />
                  </td>
                ) : (
                  <>
                    <td className="whitespace-nowrap text-right tabular-nums">
                      {formatDollars(product.price)}
                      {product.priceTiers.length > 0 ? (
                        <span className="block text-base-content/75 text-xs">
                          {formatDollars(product.priceTiers.at(-1)?.price ?? product.price)} from{' '}
                          {product.priceTiers.at(-1)?.minAmount.toLocaleString('en-US')} {PRODUCT_UNIT}
                        </span>
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap text-right tabular-nums">
                      {product.quantity.toLocaleString('en-US')} {PRODUCT_UNIT}
                      {/* Phones: the minimum order under the stock, in place of its own column. */}
                      <span className="block text-base-content/75 text-xs sm:hidden">
                        min. {product.minOrder.toLocaleString('en-US')} {PRODUCT_UNIT}
                      </span>
                    </td>
                    <td className="hidden whitespace-nowrap text-right tabular-nums sm:table-cell">
                      {product.minOrder.toLocaleString('en-US')} {PRODUCT_UNIT}
                    </td>
                    <td className="hidden sm:table-cell">{actionsOf(product)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(data.total / ADMIN_PRODUCTS_LIMIT))}
        onPage={setPage}
        label="Product pages"
      />
      <PriceTiersDialog product={tiersOf} onClose={() => setTiersOf(null)} />
      <ToolPageDialog product={toolPageOf} onClose={() => setToolPageOf(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={productMessages.confirmDelete}
        busy={remove.isPending}
        onClose={(accepted) => (accepted ? confirmDelete() : setToDelete(null))}
        action={toDelete ? productMessages.confirmDeleteLine(toDelete.name) : ''}
      />
    </>
  );
};
