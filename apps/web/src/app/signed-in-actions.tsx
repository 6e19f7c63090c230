import { AccountMenu } from '@/features/accounts/components/account-menu';
import { CartLink } from '@/features/cart/components/cart-link';
import { ThemeSwitch } from '@/features/theme/components/theme-switch';

/**
 * The navbar's controls for a signed-in visitor: the cart and the avatar menu (with the dark-mode switch). A chunk
 * of its own, loaded once someone is signed in: the storefront's pages, as the server renders them, are signed out.
 */
export const SignedInActions = ({ onLogout }: { onLogout: () => void }) => (
  <>
    <CartLink />
    <AccountMenu onLogout={onLogout} themeSwitch={<ThemeSwitch className="w-full" />} />
  </>
);
