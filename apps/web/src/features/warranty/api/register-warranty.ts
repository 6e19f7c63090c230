import { type WarrantyRegistrationBody, WarrantyRegistrationSchema } from '@ironvolt/shared/warranty';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /warranty/registrations: an owner registers a shipped tool, no sign-in needed. */
export const registerWarranty = (body: WarrantyRegistrationBody) =>
  api.post('/warranty/registrations', { schema: WarrantyRegistrationSchema, body });

export const useRegisterWarranty = () => useMutation({ mutationFn: registerWarranty });
