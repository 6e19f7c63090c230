import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/cart';

/** The navbar's way to the cart, with how many tools it holds (for a signed-in visitor). */
export const CartLink = () => {
  const { data: cart } = useCart();
  const count = cart?.lines.length ?? 0;
  const label = `Cart, ${count} ${count === 1 ? 'tool' : 'tools'}`;
  return (
    <Link
      to={paths.dashboard.cart.getHref()}
      aria-label={label}
      title={label}
      className="btn btn-ghost btn-square btn-sm relative text-inherit hover:border-transparent hover:bg-white/15"
    >
      <Glyph icon={ShoppingCart} className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="badge badge-accent badge-xs absolute -top-1 -right-1 h-4 min-w-4 px-1 font-bold"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
};
