import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterBody, RegisterBodySchema } from '@ironvolt/shared/accounts';
import { PASSWORD_MIN } from '@ironvolt/shared/accounts-constants';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { useRegister } from '@/features/accounts/api/register';
import { SubmitButton } from '@/features/accounts/components/submit-button';

/** Name, email and password; SPEC's messages under the fields, the server's refusal as an error toast. */
export const RegisterForm = () => {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterBody>({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onError: (error) => toast.error(error.message, { id: 'register-error' }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={registration.isPending}>Create account</SubmitButton>
    </form>
  );
};
