import type { Suggestion } from '@ironvolt/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['products', 'suggestions', q],
    queryFn: ({ signal }) =>
      api.get<Suggestion[]>(`/products/suggestions?q=${encodeURIComponent(q)}`, { signal }),
  });

/** The tools closest to a search that found nothing (asked only then). */
export const useSuggestions = (q: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(q), enabled: enabled && q.trim() !== '' });
