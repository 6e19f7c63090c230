import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { Field } from '@/components/ui/form/field';
import { Icon } from '@/components/ui/icon';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

/** A labelled password input with a button that shows or hides what was typed; its ref as TextField's. */
export const PasswordField = ({
  label,
  error,
  hint,
  labelAside,
  id,
  className = '',
  ...input
}: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} id={id} className={className}>
      {(control) => (
        <div className={`input w-full pr-1 ${error ? 'input-error' : ''}`}>
          <input {...input} {...control} type={visible ? 'text' : 'password'} />
          <button
            type="button"
            className="btn btn-ghost btn-square btn-sm"
            aria-label="Show password"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon name={visible ? 'eye-off' : 'eye'} className="size-4" />
          </button>
        </div>
      )}
    </Field>
  );
};
