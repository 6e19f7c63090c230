import type { WarrantyRegistration } from '@ironvolt/shared/warranty';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/ui/form/text-field';
import { ApiError } from '@/lib/api-client';
import { useRegisterWarranty } from '../api/register-warranty';

const FIELDS = ['model', 'serial', 'purchasedOn', 'name', 'email'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * The owner's registration: model and serial as printed on the tool, the purchase day, name and e-mail. The
 * server's answer (the end of cover) or its refusal, under the field it names, is shown on the page.
 */
export const WarrantyForm = () => {
  const register = useRegisterWarranty();
  const [values, setValues] = useState<Record<FieldName, string>>({
    model: '',
    serial: '',
    purchasedOn: '',
    name: '',
    email: '',
  });
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  const [done, setDone] = useState<WarrantyRegistration | null>(null);
  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));
  const fieldError = (field: FieldName) => (error?.field === field ? error.message : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      setDone(await register.mutateAsync(values));
    } catch (e) {
      setError({ field: e instanceof ApiError ? e.field : undefined, message: (e as Error).message });
    }
  };

  if (done)
    return (
      <div role="status" className="alert alert-success flex flex-col items-start gap-1">
        <p className="font-semibold">{done.message}</p>
        <p>
          {done.model}, serial {done.serial}. We have mailed your warranty certificate to {values.email}.
        </p>
      </div>
    );

  return (
    <form className="flex max-w-xl flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Model"
        name="model"
        value={values.model}
        onChange={set('model')}
        autoComplete="off"
        error={fieldError('model')}
      />
      <TextField
        label="Serial number"
        name="serial"
        value={values.serial}
        onChange={set('serial')}
        autoComplete="off"
        error={fieldError('serial')}
      />
      <TextField
        label="Purchase date"
        name="purchasedOn"
        type="date"
        value={values.purchasedOn}
        onChange={set('purchasedOn')}
        error={fieldError('purchasedOn')}
      />
      <TextField
        label="Your name"
        name="name"
        value={values.name}
        onChange={set('name')}
        autoComplete="name"
        error={fieldError('name')}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        autoComplete="email"
        error={fieldError('email')}
      />
      {error && !FIELDS.includes(error.field as FieldName) ? (
        <p role="alert" className="font-medium text-error text-sm">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={register.isPending}>
        {register.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Register my tool
      </button>
    </form>
  );
};
