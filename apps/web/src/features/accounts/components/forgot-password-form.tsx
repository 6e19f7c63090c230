import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestSchema } from '@ironvolt/shared/accounts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import {
  type PasswordResetRequest,
  useRequestPasswordReset,
} from '@/features/accounts/api/request-password-reset';
import { SubmitButton } from '@/features/accounts/components/submit-button';

/** Asks for a reset link; shows the server's answer, which is the same whether or not the account exists. */
export const ForgotPasswordForm = () => {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, { onError: (error) => toast.error(error.message, { id: 'reset-request-error' }) }),
  );

  return (
    <div>
      {/* Present from the start, so screen readers announce the answer when it arrives. */}
      <div role="status" className="[&:not(:empty)]:mb-5">
        {request.data ? (
          <p className="flex gap-3 rounded-box border border-success/40 bg-success/10 p-4 text-base-content">
            <Icon name="mail-check" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{request.data.message}</span>
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton pending={request.isPending}>
          {request.data ? 'Send the link again' : 'Send reset link'}
        </SubmitButton>
      </form>
    </div>
  );
};
