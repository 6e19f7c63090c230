import type { ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * A success toast about the cart with a "View cart" button. The toaster sits outside the router, so the button
 * navigates with the calling page's navigate.
 */
export const useCartToast = () => {
  const navigate = useNavigate();
  return (content: ReactNode) =>
    toast.success(
      (shown) => (
        <span>
          {content}{' '}
          <button
            type="button"
            className="link font-semibold"
            onClick={() => {
              toast.dismiss(shown.id);
              void navigate(paths.dashboard.cart.getHref());
            }}
          >
            View cart
          </button>
        </span>
      ),
      { duration: 6000 },
    );
};
