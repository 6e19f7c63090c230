import { isLowStock, productMessages, type UpdateProductBody } from '@ironvolt/shared/admin';
import type { Product } from '@ironvolt/shared/catalog';
import { ADMIN_NAME_LIMIT, PRODUCT_UNIT, truncate } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { useCategories } from '@/features/catalog/api/categories';
import { useDeleteProduct } from '@/features/catalog/api/delete-product';
import { ADMIN_PRODUCTS_LIMIT, useAdminProducts } from '@/features/catalog/api/get-admin-products';
import { useUpdateProduct } from '@/features/catalog/api/update-product';
import { PriceTiersDialog } from '@/features/catalog/components/price-tiers-dialog';
import { ToolPageDialog } from '@/features/catalog/components/tool-page-dialog';
import { ApiError } from '@/lib/api-client';

type Draft = { price: string; quantity: string; minOrder: string };
type DraftField = keyof Draft;

const draftOf = (product: Product): Draft => ({
  price: String(product.price),
  quantity: String(product.quantity),
  minOrder: String(product.minOrder),
});

const fieldLabels: Record<DraftField, string> = {
  price: 'Price',
  quantity: 'Quantity',
  minOrder: 'Minimum order',
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

const fields = ['price', 'quantity', 'minOrder'] as const;

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
    for (const field of fields) {
      if (draft[field] !== original[field])
        body[field] = draft[field].trim() === '' ? Number.NaN : Number(draft[field]);
    }
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
      {fields.map((field, index) => {
        const id = `edit-${product._id}-${field}`;
        const bad = error?.field === field;
        return (
          <div key={field} className="flex w-28 flex-col gap-1">
            <label htmlFor={id} className="text-xs font-medium">
              {fieldLabels[field]}
            </label>
            <input
              ref={index === 0 ? firstRef : undefined}
              id={id}
              type="number"
              inputMode={field === 'price' ? 'decimal' : 'numeric'}
              step={field === 'price' ? '0.01' : '1'}
              className={`input input-sm w-28 ${bad ? 'input-error' : ''}`}
              value={draft[field]}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? errorId : undefined}
              onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
            />
          </div>
        );
      })}
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

/** A product's category, changed as soon as another is chosen. */
const CategorySelect = ({ product, disabled }: { product: Product; disabled: boolean }) => {
  const { data: categories } = useCategories();
  const update = useUpdateProduct();
  return (
    <select
      className="select select-xs w-44"
      aria-label={`Category of ${product.name}`}
      value={product.category}
      disabled={disabled || update.isPending || !categories}
      onChange={(event) =>
        update.mutate(
          { id: product._id, body: { category: event.target.value } },
          {
            onSuccess: () => toast.success(productMessages.updated),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    >
      {(categories ?? [{ slug: product.category, name: product.category }]).map((category) => (
        <option key={category.slug} value={category.slug}>
          {category.name}
        </option>
      ))}
    </select>
  );
};

/** SPEC's Manage Products: name, price, stock, minimum order, low stock; edit in place; delete after a confirm. */
export const ProductsTable = ({ admin }: { admin: boolean }) => {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useAdminProducts(page);
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

  if (isPending) return <TableSkeleton label="Loading…" />;
  if (isError) return <LoadFailed what="products" onRetry={() => void refetch()} />;

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
      <p className="mb-3 text-base-content/80 text-sm">
        {data.total} {data.total === 1 ? 'product' : 'products'}
      </p>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
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
                      <CategorySelect product={product} disabled={!admin} />
                      {isLowStock(product) ? (
                        <span className="badge badge-warning badge-sm">{productMessages.lowStock}</span>
                      ) : null}
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
                    <td className="text-right tabular-nums">
                      {formatDollars(product.price)}
                      {product.priceTiers.length > 0 ? (
                        <span className="block text-base-content/75 text-xs">
                          {formatDollars(product.priceTiers.at(-1)?.price ?? product.price)} from{' '}
                          {product.priceTiers.at(-1)?.minAmount.toLocaleString('en-US')} {PRODUCT_UNIT}
                        </span>
                      ) : null}
                    </td>
                    <td className="text-right tabular-nums">
                      {product.quantity.toLocaleString('en-US')} {PRODUCT_UNIT}
                      {/* Phones: the minimum order under the stock, in place of its own column. */}
                      <span className="block text-base-content/75 text-xs sm:hidden">
                        min. {product.minOrder.toLocaleString('en-US')} {PRODUCT_UNIT}
                      </span>
                    </td>
                    <td className="hidden text-right tabular-nums sm:table-cell">
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
