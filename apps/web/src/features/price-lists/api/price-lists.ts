import { ProductListSchema } from '@ironvolt/shared/catalog';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import {
  type PriceListBody,
  PriceListDetailSchema,
  PriceListImportReplySchema,
  PriceListListSchema,
  PriceListPriceSchema,
  type SetListPriceBody,
} from '@ironvolt/shared/price-lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

const lists = ['price-lists'] as const;
const one = (id: string) => encodeURIComponent(id);

/** GET /price-lists: every list, with how many tools it prices and the companies that buy by it. */
export const usePriceLists = () =>
  useQuery({
    queryKey: [...lists, 'all'],
    queryFn: ({ signal }) => api.get('/price-lists', { schema: PriceListListSchema, signal }),
  });

/** The tools to price: GET /products searched by name or model, the first few; none until something is typed. */
export const useToolsToPrice = (q: string) =>
  useQuery({
    queryKey: ['products', 'price-list-choice', q],
    queryFn: ({ signal }) =>
      api.getPage(`/products?${new URLSearchParams({ q, limit: '8' })}`, {
        schema: ProductListSchema,
        signal,
      }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

/** GET /price-lists/:id: a list with its tools' own prices. */
export const usePriceList = (id: string | null) =>
  useQuery({
    queryKey: [...lists, 'one', id],
    queryFn: ({ signal }) =>
      api.get(`/price-lists/${one(id ?? '')}`, { schema: PriceListDetailSchema, signal }),
    enabled: id !== null,
  });

/** Every change to a list reads the lists again: the counts on the overview change with it. */
const useListMutation = <V, T>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lists }),
  });
};

export const useAddPriceList = () =>
  useListMutation((body: PriceListBody) => api.post('/price-lists', { schema: PriceListDetailSchema, body }));

export const useUpdatePriceList = () =>
  useListMutation(({ id, body }: { id: string; body: { name?: string; discountPercent?: number | null } }) =>
    api.patch(`/price-lists/${one(id)}`, { schema: PriceListDetailSchema, body }),
  );

export const useSetListPrice = () =>
  useListMutation(({ id, productId, body }: { id: string; productId: string; body: SetListPriceBody }) =>
    api.put(`/price-lists/${one(id)}/prices/${one(productId)}`, { schema: PriceListPriceSchema, body }),
  );

export const useRemoveListPrice = () =>
  useListMutation(({ id, productId }: { id: string; productId: string }) =>
    api.delete(`/price-lists/${one(id)}/prices/${one(productId)}`, { schema: AcknowledgedSchema }),
  );

/** GET /price-lists/:id/export.csv: the list's own prices, the file the import takes back. */
export const exportPriceList = (id: string) =>
  downloadFile(`/price-lists/${one(id)}/export.csv`, 'ironvolt-prices.csv');

// A spreadsheet's CSV may come typed as anything (application/vnd.ms-excel on Windows): it is sent as text/csv.
const asCsv = (file: Blob) => new Blob([file], { type: 'text/csv' });

/** POST /price-lists/:id/import/preview: what the file would set, change, remove and refuse; writes nothing. */
export const usePreviewPriceListImport = (id: string) =>
  useMutation({
    mutationFn: (file: Blob) =>
      api.post(`/price-lists/${one(id)}/import/preview`, {
        schema: PriceListImportReplySchema,
        body: asCsv(file),
      }),
  });

/** POST /price-lists/:id/import: all or nothing. */
export const useApplyPriceListImport = (id: string) =>
  useListMutation((file: Blob) =>
    api.post(`/price-lists/${one(id)}/import`, { schema: PriceListImportReplySchema, body: asCsv(file) }),
  );
