import { useSyncExternalStore } from 'react';
import type { toast } from 'react-hot-toast/headless';

// The toast library and the toaster are not part of the first download: a page raises no toast unless something
// fails or the visitor acts. The app's own code (not its lazily loaded pages, which import react-hot-toast
// themselves, and toast only after the visitor acted) raises toasts through here, which loads the library on
// first use; components/ui/toaster.tsx shows them, once wanted.
type Toast = typeof toast;

const loadToast = async (): Promise<Toast> => (await import('react-hot-toast/headless')).toast;

let toasterWanted = false;
const listeners = new Set<() => void>();

/** The toaster is wanted from the first toast raised here, or the visitor's first act on the page (app/provider.tsx). */
export const wantToaster = (): void => {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
};

/** Whether the toaster is wanted yet: it mounts then, and shows any toast raised before it was there. */
export const useToasterWanted = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => toasterWanted,
    () => false,
  );

export const notify = {
  success: (...args: Parameters<Toast['success']>): void => {
    wantToaster();
    void loadToast().then((toast) => toast.success(...args));
  },
  error: (...args: Parameters<Toast['error']>): void => {
    wantToaster();
    void loadToast().then((toast) => toast.error(...args));
  },
};
