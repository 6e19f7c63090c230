import { type ReactNode, useId } from 'react';

export type FieldRenderProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  /** Shown under the control and tied to it, e.g. a validation message. */
  error?: string | undefined;
  /** Help text under the control, tied to it. */
  hint?: ReactNode;
  /** Beside the label on the right, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  id?: string | undefined;
  className?: string;
  /** Renders the control with the ids and ARIA attributes that tie it to the label, hint and error. */
  children: (control: FieldRenderProps) => ReactNode;
};

/** A labelled form control with its hint and validation message (read out with the control). */
export const Field = ({ label, error, hint, labelAside, id, className = '', children }: FieldProps) => {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={controlId} className="font-medium text-sm">
          {label}
        </label>
        {labelAside}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-base-content/75 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
};
