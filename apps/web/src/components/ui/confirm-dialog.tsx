import { orderMessages } from '@ironvolt/shared/orders-constants';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  /** Called with the answer; Escape and the backdrop count as 'Cancel'. */
  onClose: (accepted: boolean) => void;
  title?: string;
  /** What Accept does, in one line ("Cancel order #1042 (…): its stock returns and it can no longer be paid."). */
  action: string;
  /** While the accepted action runs: both buttons wait and 'Accept' shows a spinner. */
  busy?: boolean;
  /** Anything Accept needs besides (a choice it depends on), under the line. */
  children?: ReactNode;
};

/**
 * SPEC section 4's confirm dialog ('Are you sure?', Accept/Cancel), with one line saying what Accept does. A modal <dialog>: the browser keeps focus
 * inside it, makes the page behind inert, closes it on Escape and gives focus back to the opener.
 */
export const ConfirmDialog = ({
  open,
  onClose,
  title = orderMessages.confirmTitle,
  action,
  busy = false,
  children,
}: ConfirmDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const actionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start on 'Cancel': Enter on the opening key press never accepts by accident. The modal's styles make it
      // focusable only once they apply: try each frame until it takes focus.
      let tries = 0;
      const focusCancel = () => {
        const button = cancelRef.current;
        button?.focus();
        if (button && document.activeElement !== button && dialog.open && tries++ < 60)
          requestAnimationFrame(focusCancel);
      };
      focusCancel();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={actionId}
      onCancel={(event) => {
        // Escape while the action runs would leave it running behind a closed dialog.
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        if (open) onClose(false);
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="font-bold text-xl">
          {title}
        </h2>
        <p id={actionId} className="mt-3 text-base-content/80">
          {action}
        </p>
        {children ? <div className="mt-3">{children}</div> : null}
        <div className="modal-action">
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-ghost"
            onClick={() => onClose(false)}
            disabled={busy}
          >
            {orderMessages.confirmCancel}
          </button>
          <button type="button" className="btn btn-error" onClick={() => onClose(true)} disabled={busy}>
            {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {orderMessages.confirmAccept}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-hidden="true" disabled={busy}>
          close
        </button>
      </form>
    </dialog>
  );
};
