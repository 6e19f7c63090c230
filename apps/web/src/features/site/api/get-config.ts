import { DEFAULT_SHOP_NAME, type PublicConfig, PublicConfigSchema } from '@ironvolt/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getConfig = ({ signal }: { signal?: AbortSignal } = {}): Promise<PublicConfig> =>
  api.get('/config', { schema: PublicConfigSchema, signal });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfig = () => useQuery(configQueryOptions());

/** The shop's shown name; the default until the config has loaded (or if it cannot be). */
export const useShopName = (): string => useConfig().data?.shopName ?? DEFAULT_SHOP_NAME;
