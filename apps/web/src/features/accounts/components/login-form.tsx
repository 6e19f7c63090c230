import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, LoginBodySchema } from '@ironvolt/shared/accounts';
import { authLinkText } from '@ironvolt/shared/navigation';
import { navText } from '@ironvolt/shared/site';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/accounts/api/login';
import { SubmitButton } from '@/features/accounts/components/submit-button';

/** Email and password; SPEC's messages under the fields, the server's refusal as an error toast. */
export const LoginForm = () => {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onError: (error) => toast.error(error.message, { id: 'login-error' }) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link to={paths.forgotPassword.getHref()} className="link link-primary text-sm">
            {authLinkText.forgotPassword}
          </Link>
        }
        {...register('password')}
      />
      <SubmitButton pending={login.isPending}>{navText.logIn}</SubmitButton>
    </form>
  );
};
