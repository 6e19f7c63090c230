import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@ironvolt/shared/site';
import { CircleCheck, CircleX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { resolveValue, type Toast, toast, useToaster } from 'react-hot-toast/headless';
import { Glyph } from '@/components/ui/glyph';

const durations = {
  duration: TOAST_ERROR_MS,
  success: { duration: TOAST_SUCCESS_MS },
  error: { duration: TOAST_ERROR_MS },
  blank: { duration: TOAST_ERROR_MS },
};

const icons: Partial<Record<Toast['type'], ReactNode>> = {
  success: <Glyph icon={CircleCheck} className="size-5 shrink-0 text-success" />,
  error: <Glyph icon={CircleX} className="size-5 shrink-0 text-error" />,
  loading: <span className="loading loading-spinner loading-sm shrink-0" aria-hidden="true" />,
};

/**
 * SPEC section 4 and 9: success 2 s, error and blank 4 s, at most 20 kept (the oldest go first). react-hot-toast's
 * headless store keeps the toasts and their timers; they are drawn here with the theme's classes, because the
 * library's own toaster injects its styles at run time, which the Content Security Policy refuses (ADR 039).
 * As with the library's own toaster, each toast is a polite status and its timer pauses while the pointer is on it.
 */
export const Toaster = () => {
  const { toasts, handlers } = useToaster(durations);

  useEffect(() => {
    const shown = toasts.filter((item) => item.visible).sort((a, b) => b.createdAt - a.createdAt);
    for (const item of shown.slice(TOAST_LIMIT)) toast.dismiss(item.id);
  }, [toasts]);

  return (
    <div className="pointer-events-none fixed inset-x-4 top-[76px] z-[9999] flex flex-col items-center gap-2">
      {toasts
        .filter((item) => item.visible)
        .map((item) => (
          <div
            key={item.id}
            role="status"
            aria-live="polite"
            className="toast-in pointer-events-auto flex max-w-[350px] items-center gap-1 rounded-lg border border-base-300 bg-base-100 px-2.5 py-2 text-base-content shadow-lg"
            onMouseEnter={handlers.startPause}
            onMouseLeave={handlers.endPause}
          >
            {item.icon ?? icons[item.type]}
            <div className="mx-2.5 my-1 flex flex-1 justify-center whitespace-pre-line">
              {resolveValue(item.message, item)}
            </div>
          </div>
        ))}
    </div>
  );
};
