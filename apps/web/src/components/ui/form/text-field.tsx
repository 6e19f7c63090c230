import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '@/components/ui/form/field';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

// Read-only fields read as values, not as boxes waiting for input (the profile before 'Edit').
const inputClass =
  'input w-full read-only:cursor-default read-only:border-transparent read-only:bg-base-200 read-only:shadow-none';

/** A labelled text input; spreads react-hook-form's `register()`, its ref included (a prop, as React 19 passes it). */
export const TextField = ({
  label,
  error,
  hint,
  labelAside,
  id,
  className = '',
  ...input
}: TextFieldProps) => (
  <Field label={label} error={error} hint={hint} labelAside={labelAside} id={id} className={className}>
    {(control) => <input {...input} {...control} className={`${inputClass} ${error ? 'input-error' : ''}`} />}
  </Field>
);
