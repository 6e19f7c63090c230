import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetConfirmSchema } from '@ironvolt/shared/accounts';
import { accountMessages, PASSWORD_MIN } from '@ironvolt/shared/accounts-constants';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { useNavigate } from 'react-router';
import { PasswordField } from '@/components/ui/form/password-field';
import { paths } from '@/config/paths';
import {
  type PasswordResetConfirm,
  useConfirmPasswordReset,
} from '@/features/accounts/api/confirm-password-reset';
import { SubmitButton } from '@/features/accounts/components/submit-button';

/** A new password for the account the e-mailed link names; then on to log in with it. */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const confirm = useConfirmPasswordReset();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetConfirm>({
    resolver: zodResolver(PasswordResetConfirmSchema),
    defaultValues: { token, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: () => {
        toast.success(accountMessages.resetDone, { id: 'reset-done' });
        void navigate(paths.login.getHref(), { replace: true });
      },
      onError: (error) => toast.error(error.message, { id: 'reset-error' }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <input type="hidden" {...register('token')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={confirm.isPending}>Set new password</SubmitButton>
    </form>
  );
};
