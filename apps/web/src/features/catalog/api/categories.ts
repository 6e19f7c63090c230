import type { Category } from '@ironvolt/shared/catalog';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'categories'],
    // No schema: the storefront's filter panel reads these, and zod stays out of its download.
    queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
  });

/** The categories in the shop's order with their counts of live products. */
export const useCategories = () => useQuery(categoriesQueryOptions());

/**
 * The admin's changes to categories. Each refreshes everything under 'products' (lists, facets, categories):
 * a rename or a deletion with moved tools changes what they show.
 */
const useCategoryChange = <T>(change: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
};

export const useAddCategory = () =>
  useCategoryChange((name: string) => api.post('/categories', { body: { name } }));

export const useRenameCategory = () =>
  useCategoryChange(({ slug, name }: { slug: string; name: string }) =>
    api.patch(`/categories/${encodeURIComponent(slug)}`, { body: { name } }),
  );

export const useReorderCategories = () =>
  useCategoryChange((slugs: string[]) => api.put('/categories/order', { body: { slugs } }));

export const useDeleteCategory = () =>
  useCategoryChange(({ slug, moveTo }: { slug: string; moveTo?: string | undefined }) =>
    api.delete(
      `/categories/${encodeURIComponent(slug)}${moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : ''}`,
      {},
    ),
  );
