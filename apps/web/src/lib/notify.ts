import type { toast } from 'react-hot-toast/headless';

// The toast library is not part of the first download: the first load raises no toast unless something fails or
// the user acts. The app's own code (not its lazily loaded pages, which import react-hot-toast themselves) raises
// toasts through here, which loads the library on first use; components/ui/toaster.tsx shows them.
type Toast = typeof toast;

const loadToast = async (): Promise<Toast> => (await import('react-hot-toast/headless')).toast;

export const notify = {
  success: (...args: Parameters<Toast['success']>): void => {
    void loadToast().then((toast) => toast.success(...args));
  },
  error: (...args: Parameters<Toast['error']>): void => {
    void loadToast().then((toast) => toast.error(...args));
  },
};
