import { cartMessages } from '@ironvolt/shared/cart-constants';
import toast from 'react-hot-toast/headless';
import { Icon } from '@/components/ui/icon';
import { useSetCartAmount } from '@/features/cart/api/cart';
import { useCartToast } from '@/features/cart/components/cart-toast';

type AddToCartButtonProps = {
  productId: string;
  /** The amount typed on the purchase page, already checked by the order rule there. */
  amount: string;
  disabled: boolean;
  describedBy?: string;
  /** Its size and width: as wide as the purchase page's card unless given. */
  className?: string;
};

/**
 * Above Buy Now, as wide as its card: puts the tool in the cart in the amount typed (the server checks it by the same rule), and
 * says so with a way to the cart.
 */
export const AddToCartButton = ({
  productId,
  amount,
  disabled,
  describedBy,
  className = 'w-full',
}: AddToCartButtonProps) => {
  const setAmount = useSetCartAmount();
  const showCartToast = useCartToast();
  const add = () =>
    setAmount.mutate(
      { productId, amount: Number(amount) },
      {
        onSuccess: () => showCartToast(`${cartMessages.added}.`),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <button
      type="button"
      className={`btn btn-outline btn-primary gap-2 ${className}`}
      disabled={disabled || setAmount.isPending}
      aria-describedby={describedBy}
      onClick={add}
    >
      {setAmount.isPending ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <Icon name="shopping-cart" className="size-4" />
      )}
      Add to cart
    </button>
  );
};
