import type { PublicConfig } from '@ironvolt/shared/http';
import { DEFAULT_SHOP_NAME } from '@ironvolt/shared/http-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getConfig = ({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> =>
  api.get<PublicConfig>('/config', { signal });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfig = () => useQuery(configQueryOptions());

/** The shop's shown name; the default until the config has loaded (or if it cannot be). */
export const useShopName = (): string => useConfig().data?.shopName ?? DEFAULT_SHOP_NAME;
