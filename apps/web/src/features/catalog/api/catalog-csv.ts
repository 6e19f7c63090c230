import { CatalogImportReplySchema } from '@ironvolt/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** GET /products/export.csv: the whole catalog, by model, as the file the import takes back. */
export const exportCatalog = () => downloadFile('/products/export.csv', 'ironvolt-catalog.csv');

// A spreadsheet's CSV may come typed as anything (application/vnd.ms-excel on Windows): it is sent as text/csv.
const asCsv = (file: Blob) => new Blob([file], { type: 'text/csv' });

/** POST /products/import/preview: what the file would add, change and refuse; writes nothing. */
export const usePreviewCatalogImport = () =>
  useMutation({
    mutationFn: (file: Blob) =>
      api.post('/products/import/preview', { schema: CatalogImportReplySchema, body: asCsv(file) }),
  });

/** POST /products/import: all or nothing; the catalog's lists are read again after it. */
export const useApplyCatalogImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) =>
      api.post('/products/import', { schema: CatalogImportReplySchema, body: asCsv(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
};
