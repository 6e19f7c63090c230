import type { ToolPage } from '@ironvolt/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /tools/:slug: a tool's public page. An old slug or the tool's id answers 301 to the current slug, which
 * fetch follows; an unknown one 404, which the page shows itself (no toast: `meta.pageShowsNotFound`).
 */
export const getToolPage = (slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<ToolPage> =>
  api.get<ToolPage>(`/tools/${encodeURIComponent(slug)}`, { signal });

export const toolPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['products', 'tool-page', slug],
    queryFn: ({ signal }) => getToolPage(slug, { signal }),
    meta: { pageShowsNotFound: true },
  });

export const useToolPage = (slug: string, enabled = true) =>
  useQuery({ ...toolPageQueryOptions(slug), enabled });
