import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Field } from '@/components/ui/form/field';

type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'children'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

// Read-only fields read as values, not as boxes waiting for input (the profile before 'Edit').
const inputClass =
  'input w-full read-only:cursor-default read-only:border-transparent read-only:bg-base-200 read-only:shadow-none';

/**
 * A labelled text input; spreads react-hook-form's `register()`. The ref goes through forwardRef: Preact, which
 * the browser runs (ADR 043), passes `ref` to a function component only that way.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  ({ label, error, hint, labelAside, id, className = '', ...input }, ref) => (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} id={id} className={className}>
      {(control) => (
        <input {...input} {...control} ref={ref} className={`${inputClass} ${error ? 'input-error' : ''}`} />
      )}
    </Field>
  ),
);
