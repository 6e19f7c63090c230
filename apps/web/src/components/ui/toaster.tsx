import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@ironvolt/shared/site';
import { useEffect } from 'react';
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast';

/** SPEC section 4 and 9: success 2 s, error and blank 4 s, at most 20 kept (the oldest go first). */
export const Toaster = () => {
  const { toasts } = useToasterStore();

  useEffect(() => {
    const shown = toasts.filter((item) => item.visible).sort((a, b) => b.createdAt - a.createdAt);
    for (const item of shown.slice(TOAST_LIMIT)) toast.dismiss(item.id);
  }, [toasts]);

  return (
    <HotToaster
      position="top-center"
      containerStyle={{ top: 76 }}
      toastOptions={{
        duration: TOAST_ERROR_MS,
        // Follow the theme: daisyUI's colour variables instead of the library's fixed white.
        style: {
          background: 'var(--color-base-100)',
          color: 'var(--color-base-content)',
          border: '1px solid var(--color-base-300)',
        },
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
        blank: { duration: TOAST_ERROR_MS },
      }}
    />
  );
};
