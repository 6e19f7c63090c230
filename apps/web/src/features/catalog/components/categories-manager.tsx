import type { Category } from '@ironvolt/shared/catalog';
import { categoryMessages, DEFAULT_CATEGORY_SLUG } from '@ironvolt/shared/catalog-constants';
import { formatCount } from '@ironvolt/shared/numbers';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import {
  useAddCategory,
  useCategories,
  useDeleteCategory,
  useRenameCategory,
  useReorderCategories,
} from '@/features/catalog/api/categories';

/** The form that adds a category; the server's refusal shows under the field. */
const AddCategory = () => {
  const add = useAddCategory();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(categoryMessages.nameRequired);
      return;
    }
    add.mutate(name, {
      onSuccess: () => {
        toast.success(categoryMessages.added);
        setName('');
        setError('');
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New category"
      className="mb-6 flex flex-wrap items-end gap-3"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="font-medium text-sm">
          Category name
        </label>
        <input
          id={id}
          className={`input w-64 ${error ? 'input-error' : ''}`}
          value={name}
          maxLength={60}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        Add category
      </button>
      <p id={`${id}-error`} role="alert" className="basis-full font-medium text-error text-sm">
        {error}
      </p>
    </form>
  );
};

/** A category's name edited in place: Enter or Save renames, Escape cancels. */
const RenameRow = ({ category, onDone }: { category: Category; onDone: () => void }) => {
  const rename = useRenameCategory();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `rename-${category.slug}`;
  useEffect(() => inputRef.current?.focus(), []);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === category.name) {
      onDone();
      return;
    }
    rename.mutate(
      { slug: category.slug, name },
      {
        onSuccess: () => {
          toast.success(categoryMessages.renamed);
          onDone();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <form
      onSubmit={save}
      noValidate
      className="flex flex-wrap items-end gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !rename.isPending) {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        New name of {category.name}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={`input input-sm w-56 ${error ? 'input-error' : ''}`}
        value={name}
        maxLength={60}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={rename.isPending}>
        Save
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDone} disabled={rename.isPending}>
        Cancel
      </button>
      <p id={`${id}-error`} role="alert" className="basis-full font-medium text-error text-xs">
        {error}
      </p>
    </form>
  );
};

/**
 * The admin's categories: add one, rename one in place, move one up or down, delete one (a category that holds
 * tools asks where to move them first; Uncategorised stays).
 */
export const CategoriesManager = () => {
  const { data: categories, isPending, isError, refetch } = useCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [moveTo, setMoveTo] = useState('');
  const moveToId = useId();

  if (isPending) return <TableSkeleton label="Loading…" />;
  if (isError) return <LoadFailed what="categories" onRetry={() => void refetch()} />;

  const move = (index: number, by: -1 | 1) => {
    const slugs = categories.map((c) => c.slug);
    const [moved] = slugs.splice(index, 1);
    if (!moved) return;
    slugs.splice(index + by, 0, moved);
    reorder.mutate(slugs, {
      onSuccess: () => toast.success(categoryMessages.moved),
      onError: (e) => toast.error(e.message),
    });
  };

  const askDelete = (category: Category) => {
    setMoveTo(categories.find((c) => c.slug !== category.slug)?.slug ?? '');
    setToDelete(category);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { slug: toDelete.slug, moveTo: toDelete.count > 0 ? moveTo : undefined },
      {
        onSuccess: () => toast.success(categoryMessages.deleted),
        onError: (e) => toast.error(e.message),
        onSettled: () => setToDelete(null),
      },
    );
  };

  return (
    <>
      <AddCategory />
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
        <table className="table table-sm md:table-md">
          <caption className="sr-only">Categories in the shop’s order, with their number of tools</caption>
          <thead>
            <tr className="text-base-content/80">
              <th scope="col">Name</th>
              <th scope="col" className="text-right">
                Tools
              </th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category.slug}>
                <th scope="row" className="font-normal">
                  {renaming === category.slug ? (
                    <RenameRow category={category} onDone={() => setRenaming(null)} />
                  ) : (
                    <span className="font-semibold">{category.name}</span>
                  )}
                </th>
                <td className="text-right tabular-nums">{formatCount(category.count)}</td>
                <td>
                  <div className="flex flex-wrap justify-end gap-2">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Move ${category.name} up`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Move ${category.name} down`}
                      disabled={index === categories.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      Down
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Rename ${category.name}`}
                      onClick={() => setRenaming(category.slug)}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-sm"
                      aria-label={`Delete ${category.name}`}
                      disabled={category.slug === DEFAULT_CATEGORY_SLUG || remove.isPending}
                      title={
                        category.slug === DEFAULT_CATEGORY_SLUG ? categoryMessages.defaultKept : undefined
                      }
                      onClick={() => askDelete(category)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        busy={remove.isPending}
        onClose={(accepted) => (accepted ? confirmDelete() : setToDelete(null))}
        action={toDelete ? categoryMessages.confirmDeleteLine(toDelete.name, toDelete.count) : ''}
      >
        {toDelete && toDelete.count > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={moveToId} className="font-medium text-sm">
              Move its {formatCount(toDelete.count)} {toDelete.count === 1 ? 'tool' : 'tools'} to
            </label>
            <select
              id={moveToId}
              className="select w-full"
              value={moveTo}
              onChange={(event) => setMoveTo(event.target.value)}
            >
              {categories
                .filter((c) => c.slug !== toDelete.slug)
                .map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
            </select>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
};
