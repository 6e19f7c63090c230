import { MessageSchema } from '@ironvolt/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** "Send the link again": mails the signed-in user a new link that proves their address. */
export const resendVerification = () => api.post('/verify-email/resend', { schema: MessageSchema });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
