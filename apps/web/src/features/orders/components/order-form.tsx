import { buysTaxFree, type Me, type User } from '@ironvolt/shared/accounts';
import { ORDER_NOTE_MAX, PO_NUMBER_MAX } from '@ironvolt/shared/cart-constants';
import type { Product } from '@ironvolt/shared/catalog';
import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { centsToDollars, dollarsToCents, formatDollars, lineTotal, taxCentsOf } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import type { PlacedOrder } from '@ironvolt/shared/orders';
import {
  formatOrderNumber,
  orderAmountError,
  orderMessages,
  type PaymentMethod,
} from '@ironvolt/shared/orders-constants';
import { unitPriceFor } from '@ironvolt/shared/price-tiers';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link } from 'react-router';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { formatDay } from '@/components/ui/overdue-mark';
import { type AccountTerms, PaymentChoice } from '@/components/ui/payment-choice';
import { VolumePrices } from '@/components/ui/volume-prices';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/orders/api/get-order';
import { usePlaceOrder } from '@/features/orders/api/place-order';
import { InvoiceButton } from '@/features/orders/components/invoice-button';
import { addressOf } from '@/lib/address';
import { useConfig } from '@/lib/config';

type Placed = {
  id: string;
  orderNumber: number;
  totalPrice: number;
  amount: number;
  /**
   * Awaiting approval: above the buyer's order limit, it cannot be paid until a company admin approves it.
   * Confirmed: placed on the company's account, paid later against its invoice.
   */
  status: PlacedOrder['status'];
};

/** An order confirmed on account: when its invoice is due, and the invoice itself, read from the order's page. */
const OnAccountFacts = ({ id }: { id: string }) => {
  const order = useOrder(id);
  if (!order.data) return <p className="text-sm">{order.isError ? '' : 'Loading the invoice…'}</p>;
  return (
    <div className="flex flex-col gap-3">
      {order.data.payment.dueDate ? (
        <p>
          Due date: <span className="font-semibold">{formatDay(order.data.payment.dueDate)}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <InvoiceButton order={order.data} />
      </div>
    </div>
  );
};

/**
 * What follows Buy Now: the order's number and what is due (as the server priced it), with the next step first.
 * Its heading takes focus, so keyboard and screen-reader users land on it when the form gives way.
 */
const OrderPlaced = ({ placed, productName }: { placed: Placed; productName: string }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const awaiting = placed.status === 'awaiting_approval';
  const onAccount = placed.status === 'confirmed';
  return (
    <section
      aria-labelledby="order-placed"
      className="flex flex-col gap-5 rounded-box border border-success/50 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success text-success-content">
          <Icon name="shield" className="size-5" />
        </span>
        <div>
          <h2 id="order-placed" ref={headingRef} tabIndex={-1} className="font-bold text-xl">
            Order {formatOrderNumber(placed.orderNumber)} is placed
          </h2>
          <p className="mt-1 text-base-content/80">
            {awaiting
              ? "It is above your order limit, so it awaits your company's approval. We hold the stock meanwhile; once it is approved, pay it from My Orders."
              : onAccount
                ? "It is confirmed on your company's account: its invoice is on its way by mail, to be paid by its due date."
                : 'We hold the stock for you. It waits for payment in My Orders.'}
          </p>
        </div>
      </div>
      <dl className="grid gap-3 rounded-box bg-base-200 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-base-content/75">Product</dt>
          <dd className="font-semibold">{productName}</dd>
        </div>
        <div>
          <dt className="text-base-content/75">Amount</dt>
          <dd className="font-semibold">
            {formatCount(placed.amount)} {PRODUCT_UNIT}
          </dd>
        </div>
        <div>
          <dt className="text-base-content/75">{awaiting || onAccount ? 'Total' : 'Amount due'}</dt>
          <dd className="font-bold text-lg text-primary">{formatDollars(placed.totalPrice)}</dd>
        </div>
      </dl>
      {onAccount ? <OnAccountFacts id={placed.id} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {awaiting || onAccount ? null : (
          <Link to={paths.dashboard.payment.getHref(placed.id)} className="btn btn-primary gap-2">
            <Icon name="credit-card" className="size-4" />
            Pay now
          </Link>
        )}
        <Link
          to={paths.dashboard.myOrders.getHref()}
          className={awaiting ? 'btn btn-primary' : 'btn btn-outline'}
        >
          View my orders
        </Link>
      </div>
    </section>
  );
};

/** What the form hands to the add-to-cart control the page puts beside Buy Now (the cart is another feature). */
export type AddToCartSlot = (state: { amount: string; disabled: boolean; describedBy: string }) => ReactNode;

type OrderFormProps = {
  product: Product;
  user: User & { company?: Me['company'] };
  addToCart: AddToCartSlot;
  /** The company's terms when it may order on account (the page passes them); undefined: card only. */
  account?: AccountTerms | undefined;
};

/**
 * SPEC section 5's order form: name and phone from the profile, the email read-only, a delivery address and the
 * amount, checked as it is typed by the same rule the API applies; Buy Now waits until the amount may be ordered.
 * The amount, total and Buy Now come first; the delivery details follow, folded into a "Ship to" line with
 * Change when the profile already holds a name and an address.
 */
export const OrderForm = ({ product, user, addToCart, account }: OrderFormProps) => {
  const [name, setName] = useState(user.name);
  const [phoneNo, setPhoneNo] = useState(user.phoneNo ?? '');
  const [address, setAddress] = useState(() => addressOf(user));
  const [amount, setAmount] = useState(String(product.minOrder));
  const [poNumber, setPoNumber] = useState('');
  const [note, setNote] = useState('');
  const [payment, setPayment] = useState<PaymentMethod>('card');
  const onAccount = account !== undefined && payment === 'account';
  const [fieldError, setFieldError] = useState<{ field: string | undefined; message: string } | null>(null);
  const [editingShipping, setEditingShipping] = useState(() => !(user.name.trim() && addressOf(user)));
  const [placed, setPlaced] = useState<Placed | null>(null);
  // Set at the first submit, before React has re-rendered the button as disabled: a double click sends one order.
  const submitted = useRef(false);
  const placeOrder = usePlaceOrder();
  const totalId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const focusNameNext = useRef(false);

  const amountError = orderAmountError(amount, product);
  // The server prices the order the same way (the tier the amount reaches); this is what it will charge.
  const unitPrice = unitPriceFor(product, Number(amount));
  const net = amountError ? undefined : lineTotal(unitPrice, Number(amount));
  // The shop's tax rate now; the server stores the rate in force when the order is placed and charges net + tax.
  // A tax-exempt company's member is charged none (ADR 135).
  const shopRate = useConfig().data?.taxRatePercent ?? 0;
  const taxFree = buysTaxFree(user);
  const taxRate = taxFree ? 0 : shopRate;
  const tax = net === undefined ? undefined : centsToDollars(taxCentsOf(dollarsToCents(net), taxRate));
  const total =
    net === undefined || tax === undefined ? undefined : centsToDollars(dollarsToCents(net + tax));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (amountError || submitted.current) return;
    submitted.current = true;
    setFieldError(null);
    const ordered = Number(amount);
    placeOrder.mutate(
      {
        productId: product._id,
        amount: ordered,
        name,
        phoneNo,
        address,
        // As the cart sends them: left empty, they are not sent.
        ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(onAccount ? { payment: 'account' as const } : {}),
      },
      {
        onSuccess: ({ insertedId, orderNumber, totalPrice, status }) => {
          toast.success(
            status === 'awaiting_approval'
              ? orderMessages.placedAwaitingApproval
              : status === 'confirmed'
                ? orderMessages.placedOnAccount
                : orderMessages.placed,
          );
          setPlaced({ id: insertedId, orderNumber, totalPrice, amount: ordered, status });
        },
        onError: (error) => {
          submitted.current = false;
          setFieldError({ field: (error as Error & { field?: string }).field, message: error.message });
          toast.error(error.message);
        },
      },
    );
  };

  // Change gives way to the fields: focus moves to the first of them rather than being lost with the button.
  useEffect(() => {
    if (!editingShipping || !focusNameNext.current) return;
    focusNameNext.current = false;
    nameRef.current?.focus();
  }, [editingShipping]);

  if (placed) return <OrderPlaced placed={placed} productName={product.name} />;

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const shipTo = [name, address].filter((part) => part.trim()).join(', ');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Order"
      className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
    >
      <h2 className="font-bold text-xl">Place your order</h2>
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

      {product.priceTiers.length > 0 ? <VolumePrices product={product} amount={Number(amount)} /> : null}

      {/* The total, then the two buttons, each the card's width (as Dawn's product form): nothing sits side by
          side, so no price or label can push a button out of the card at any width. */}
      <div className="flex flex-col gap-4">
        <p id={totalId} aria-live="polite" className="text-lg">
          <span className="text-base-content/80">Total: </span>
          <output className="font-bold text-2xl text-primary">
            {total === undefined ? '—' : formatDollars(total)}
          </output>
          {total !== undefined && product.priceTiers.length > 0 ? (
            <span className="block text-base-content/80 text-sm">{formatDollars(unitPrice)} per piece</span>
          ) : null}
          {net !== undefined && tax !== undefined && taxRate > 0 ? (
            <span className="block text-base-content/80 text-sm">
              {formatDollars(net)} + tax {taxRate}%: {formatDollars(tax)}
            </span>
          ) : null}
          {taxFree && shopRate > 0 ? (
            <span className="block text-base-content/80 text-sm">Tax exempt</span>
          ) : null}
        </p>
        {/* Chosen before Buy Now, beside the total it applies to; the cart has its own choice at checkout. */}
        {account ? (
          <PaymentChoice terms={account} value={payment} onChange={setPayment} error={errorFor('payment')} />
        ) : null}
        <div className="flex flex-col gap-2">
          {addToCart({ amount, disabled: amountError !== undefined, describedBy: totalId })}
          <button
            type="submit"
            className="btn btn-primary w-full gap-2"
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
      </div>

      <div className="border-base-300 border-t pt-5">
        {editingShipping ? (
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 font-semibold">Delivery details</legend>
            <TextField
              ref={nameRef}
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
          </fieldset>
        ) : (
          <div className="flex items-start justify-between gap-3">
            <p className="text-sm">
              <span className="block font-semibold">Ship to</span>
              <span className="block">{shipTo}</span>
              <span className="block text-base-content/75">
                {[user.email, phoneNo].filter(Boolean).join(' · ')}
              </span>
            </p>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                focusNameNext.current = true;
                setEditingShipping(true);
              }}
            >
              Change<span className="sr-only"> the delivery details</span>
            </button>
          </div>
        )}
      </div>

      {/* Optional, as at checkout: below the delivery details, so SPEC's form reads as before. */}
      <div className="grid gap-5 border-base-300 border-t pt-5">
        <TextField
          label="PO number (optional)"
          value={poNumber}
          maxLength={PO_NUMBER_MAX}
          error={errorFor('poNumber')}
          hint="Your purchase order's number: it is printed on the invoice."
          onChange={(event) => setPoNumber(event.target.value)}
        />
        <Field label="Note (optional)" error={errorFor('note')}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={ORDER_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="textarea w-full"
            />
          )}
        </Field>
      </div>
    </form>
  );
};
