import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, LoginBodySchema } from '@ironvolt/shared/accounts';
import { authLinkText } from '@ironvolt/shared/navigation';
import { navText } from '@ironvolt/shared/site';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { Link } from 'react-router';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/accounts/api/login';
import { SubmitButton } from '@/features/accounts/components/submit-button';
import { ApiError } from '@/lib/api-client';

/**
 * Email and password; SPEC's messages under the fields. The server's refusal is toasted (SPEC) and also stays in
 * the form, in an alert, with focus on the field to correct: the password, unless the server names the email.
 */
export const LoginForm = () => {
  const login = useLogin();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    login.mutate(values, {
      onError: (error) => {
        toast.error(error.message, { id: 'login-error' });
        setRefusal(error.message);
        const field = error instanceof ApiError && error.field === 'email' ? 'email' : 'password';
        setFocus(field, { shouldSelect: true });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div role="alert" className="empty:hidden">
        {refusal ? (
          <p className="flex items-start gap-2 rounded-box border border-error/50 bg-error/10 p-3 font-medium text-sm">
            <Icon name="alert" className="size-5 shrink-0 text-error" />
            {refusal}
          </p>
        ) : null}
      </div>
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
