import { type CompanyAddressBody, CompanyAddressSchema } from '@ironvolt/shared/companies';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyBase } from './scope';

/** POST …/addresses: a new shipping address. */
export const addAddress = ({ companyId, body }: { companyId?: string; body: CompanyAddressBody }) =>
  api.post(`${companyBase(companyId)}/addresses`, { schema: CompanyAddressSchema, body });

/** PATCH …/addresses/:id. */
export const updateAddress = ({
  companyId,
  addressId,
  body,
}: {
  companyId?: string;
  addressId: string;
  body: CompanyAddressBody;
}) =>
  api.patch(`${companyBase(companyId)}/addresses/${encodeURIComponent(addressId)}`, {
    schema: CompanyAddressSchema,
    body,
  });

/** DELETE …/addresses/:id. */
export const deleteAddress = ({ companyId, addressId }: { companyId?: string; addressId: string }) =>
  api.delete(`${companyBase(companyId)}/addresses/${encodeURIComponent(addressId)}`, {
    schema: AcknowledgedSchema,
  });

const useCompanyMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
};

export const useAddAddress = () => useCompanyMutation(addAddress);
export const useUpdateAddress = () => useCompanyMutation(updateAddress);
export const useDeleteAddress = () => useCompanyMutation(deleteAddress);
