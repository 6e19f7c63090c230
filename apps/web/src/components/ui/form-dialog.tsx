import { orderMessages } from '@ironvolt/shared/orders-constants';
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';

type FormDialogProps = {
  /** Shown while true; `onOpen` runs each time it opens, to start from the record's values. */
  open: boolean;
  onOpen: () => void;
  /** Cancel, Escape and the backdrop; never while `busy`. */
  onClose: () => void;
  title: ReactNode;
  /** Under the title, in its block (e.g. a link to what is edited). */
  subtitle?: ReactNode;
  /** While the save runs (or anything the form waits for): both buttons wait, Escape does nothing. */
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A wider box, for an editor with rows of fields. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * A modal form over a page (Manage Products' "Volume prices" and "Tool page"): a <dialog>, so the browser keeps
 * focus inside it, makes the page behind inert and gives focus back to the opener; Cancel and Save at its foot.
 */
export const FormDialog = ({
  open,
  onOpen,
  onClose,
  title,
  subtitle,
  busy,
  submitLabel,
  onSubmit,
  wide = false,
  children,
}: FormDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onOpen, called when the dialog opens without reopening it when the parent passes a new function.
  const opened = useEffectEvent(onOpen);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opened();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape while a save runs would leave its answer (a refusal) to land in a closed dialog.
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <form
        className={`modal-box flex flex-col ${wide ? 'max-w-2xl gap-6' : 'gap-4'}`}
        onSubmit={onSubmit}
        noValidate
      >
        <div>
          <h2 id={titleId} className="font-bold text-xl [overflow-wrap:anywhere]">
            {title}
          </h2>
          {subtitle}
        </div>
        {children}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {orderMessages.confirmCancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
};
