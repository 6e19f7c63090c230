import { PaymentResultSchema, type TestCardConfirm } from '@ironvolt/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /test-payments/confirm: the built-in test processor's card check. The card number goes straight into
 * this request and nowhere else (no store, no log, no cache).
 */
export const confirmTestCard = (body: TestCardConfirm) =>
  api.post('/test-payments/confirm', { schema: PaymentResultSchema, body });

export const useConfirmTestCard = () => useMutation({ mutationFn: confirmTestCard });
