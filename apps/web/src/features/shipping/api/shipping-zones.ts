import { AcknowledgedSchema } from '@ironvolt/shared/http';
import {
  type ShippingZoneBody,
  type ShippingZonePatch,
  ShippingZoneSchema,
  ShippingZonesSchema,
} from '@ironvolt/shared/shipping';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const zones = ['shipping-zones'] as const;
const one = (id: string) => encodeURIComponent(id);

/** GET /shipping/zones: every zone with its countries and rate, by name. */
export const useShippingZones = () =>
  useQuery({
    queryKey: zones,
    queryFn: ({ signal }) => api.get('/shipping/zones', { schema: ShippingZonesSchema, signal }),
  });

/** Every change reads the zones again: a country moved to one zone leaves the list's other zone too. */
const useZoneMutation = <V, T>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: zones }),
  });
};

export const useAddShippingZone = () =>
  useZoneMutation((body: ShippingZoneBody) =>
    api.post('/shipping/zones', { schema: ShippingZoneSchema, body }),
  );

export const useUpdateShippingZone = () =>
  useZoneMutation(({ id, body }: { id: string; body: ShippingZonePatch }) =>
    api.patch(`/shipping/zones/${one(id)}`, { schema: ShippingZoneSchema, body }),
  );

export const useDeleteShippingZone = () =>
  useZoneMutation((id: string) => api.delete(`/shipping/zones/${one(id)}`, { schema: AcknowledgedSchema }));
