import { orderMessages } from '@ironvolt/shared/orders-constants';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  children?: ReactNode;
  busy?: boolean;
  onAccept: () => void;
  onCancel: () => void;
};

/** SPEC section 4's confirm ('Are you sure?', Accept/Cancel) as a modal <dialog>: focus is kept inside. */
export const ConfirmDialog = ({
  open,
  title = orderMessages.confirmTitle,
  children,
  busy = false,
  onAccept,
  onCancel,
}: ConfirmDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="font-bold text-lg">
          {title}
        </h2>
        {children ? <div className="py-3 text-base-content/80">{children}</div> : null}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {orderMessages.confirmCancel}
          </button>
          <button type="button" className="btn btn-error" onClick={onAccept} disabled={busy}>
            {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {orderMessages.confirmAccept}
          </button>
        </div>
      </div>
    </dialog>
  );
};
