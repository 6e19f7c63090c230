import type { ReactNode } from 'react';

/** The form's main button: shows progress while the request runs, and cannot be sent twice. */
export const SubmitButton = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-busy={pending}>
    {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
    {children}
  </button>
);
