import type { User } from '@ironvolt/shared/accounts';
import type { Product } from '@ironvolt/shared/catalog';
import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars, lineTotal } from '@ironvolt/shared/money';
import { orderAmountError, orderMessages } from '@ironvolt/shared/orders-constants';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { usePlaceOrder } from '@/features/orders/api/place-order';

const addressOf = (user: User): string =>
  [user.address?.streetAddress, user.address?.state, user.address?.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

type OrderFormProps = { product: Product; user: User };

/**
 * SPEC section 5's order form: name and phone from the profile, the email read-only, a delivery address and the
 * amount, checked as it is typed by the same rule the API applies; Buy Now waits until the amount may be ordered.
 */
export const OrderForm = ({ product, user }: OrderFormProps) => {
  const [name, setName] = useState(user.name);
  const [phoneNo, setPhoneNo] = useState(user.phoneNo ?? '');
  const [address, setAddress] = useState(() => addressOf(user));
  const [amount, setAmount] = useState(String(product.minOrder));
  const [placedId, setPlacedId] = useState<string | null>(null);
  const placeOrder = usePlaceOrder();
  const totalId = useId();

  const amountError = orderAmountError(amount, product);
  const total = amountError ? undefined : lineTotal(product.price, Number(amount));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (amountError) return;
    placeOrder.mutate(
      { productId: product._id, amount: Number(amount), name, phoneNo, address },
      {
        onSuccess: ({ insertedId }) => {
          toast.success(orderMessages.placed);
          setPlacedId(insertedId);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Order"
      className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <h2 className="font-bold text-xl">Place your order</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField label="Email" type="email" value={user.email} readOnly />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phoneNo}
          maxLength={40}
          onChange={(event) => setPhoneNo(event.target.value)}
        />
        <Field
          label={`Amount (${PRODUCT_UNIT})`}
          error={amountError}
          hint={`From ${product.minOrder} to ${product.quantity} ${PRODUCT_UNIT}`}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={product.minOrder}
              max={product.quantity}
              step={1}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={`input w-full ${amountError ? 'input-error' : ''}`}
            />
          )}
        </Field>
        <Field label="Delivery address" className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              autoComplete="street-address"
              rows={2}
              maxLength={300}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              className="textarea w-full"
            />
          )}
        </Field>
      </div>

      <div className="flex flex-col gap-4 border-base-300 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p id={totalId} aria-live="polite" className="text-lg">
          <span className="text-base-content/80">Total: </span>
          <output className="font-bold text-2xl text-primary">
            {total === undefined ? '—' : formatDollars(total)}
          </output>
        </p>
        <button
          type="submit"
          className="btn btn-primary min-w-36 gap-2"
          disabled={amountError !== undefined || placeOrder.isPending}
          aria-describedby={totalId}
        >
          {placeOrder.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Icon name="shopping-bag" className="size-4" />
          )}
          Buy Now
        </button>
      </div>

      {placedId ? (
        <div role="status" className="alert alert-success alert-soft">
          <Icon name="shield" className="size-5" />
          <span>It waits for payment in My Orders.</span>
          <Link to={paths.dashboard.myOrders.getHref()} className="btn btn-sm btn-success">
            Go to My Orders
          </Link>
        </div>
      ) : null}
    </form>
  );
};
