import { buysTaxFree, type Me, type User } from '@ironvolt/shared/accounts';
import type { Cart, CartLine } from '@ironvolt/shared/cart';
import { cartMessages, ORDER_NOTE_MAX, PO_NUMBER_MAX } from '@ironvolt/shared/cart-constants';
import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { centsToDollars, dollarsToCents, formatDollars, lineTotal, taxCentsOf } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import { orderAmountError, orderMessages, type PaymentMethod } from '@ironvolt/shared/orders-constants';
import { unitPriceFor } from '@ironvolt/shared/price-tiers';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link, useNavigate } from 'react-router';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { type AccountTerms, PaymentChoice } from '@/components/ui/payment-choice';
import { VolumePrices } from '@/components/ui/volume-prices';
import { paths } from '@/config/paths';
import { useCheckout, useRemoveFromCart, useSetCartAmount } from '@/features/cart/api/cart';
import { addressOf } from '@/lib/address';
import { useConfig } from '@/lib/config';

/** How long typing in an amount may pause before it is saved. */
const AMOUNT_SAVE_PAUSE_MS = 600;

/** What is wrong with a line's amount now: the purchase page's rule against what is in stock now. */
const lineError = (line: CartLine, draft: string): string | undefined =>
  line.available === 0
    ? cartMessages.outOfStock
    : orderAmountError(draft, { minOrder: line.minOrder, quantity: line.available });

/**
 * A line priced at the amount typed, by the tier rule the server applies at checkout: the price per piece, and the
 * line's total when the amount may be ordered (undefined while it may not, as the purchase page shows no total).
 */
const pricedDraft = (line: CartLine, draft: string) => {
  const amount = Number(draft);
  const unitPrice = unitPriceFor(line, amount);
  const error = lineError(line, draft);
  return { amount, unitPrice, error, total: error ? undefined : lineTotal(unitPrice, amount) };
};

type LineProps = {
  line: CartLine;
  draft: string;
  onDraft: (value: string) => void;
};

/**
 * One tool of the cart: its amount edited in place (saved once typing pauses, on leaving the field or on Enter,
 * when it may be ordered), its price per piece and total for the amount as it is typed, its volume prices with the
 * one that applies marked, and removal.
 */
const CartLineItem = ({ line, draft, onDraft }: LineProps) => {
  const setAmount = useSetCartAmount();
  const remove = useRemoveFromCart();
  const { amount, unitPrice, error, total } = pricedDraft(line, draft);
  const save = (value = draft) => {
    const wanted = Number(value);
    if (lineError(line, value) || wanted === line.amount) return;
    if (setAmount.isPending && setAmount.variables?.amount === wanted) return;
    setAmount.mutate(
      { productId: line.productId, amount: wanted },
      { onError: (failure) => toast.error(failure.message) },
    );
  };
  // The latest save, for the timer that a pause in typing sets off.
  const saveLater = useRef(save);
  saveLater.current = save;
  useEffect(() => {
    const timer = setTimeout(() => saveLater.current(draft), AMOUNT_SAVE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const saveState = setAmount.isPending
    ? cartMessages.saving
    : setAmount.isSuccess && Number(draft) === line.amount
      ? cartMessages.saved
      : '';
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[5rem_1fr_auto]">
      <img
        src={line.image}
        alt=""
        width={80}
        height={80}
        className="size-16 rounded-field bg-base-200 object-cover sm:size-20"
      />
      <div className="min-w-0">
        <h3 className="break-words font-semibold">
          <Link to={paths.purchase.getHref(line.productId)} className="link-hover">
            {line.name}
          </Link>
        </h3>
        <p className="text-base-content/75 text-sm">Model {line.model}</p>
        <p className="text-sm">
          {formatDollars(unitPrice)} per piece · from {formatCount(line.minOrder)} {PRODUCT_UNIT}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap items-start justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <Field label={`Amount of ${line.name}`} error={error} className="w-40">
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={line.minOrder}
              max={line.available}
              step={1}
              value={draft}
              onChange={(event) => onDraft(event.target.value)}
              onBlur={() => save()}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  save();
                }
              }}
              className={`input input-sm w-full ${error ? 'input-error' : ''}`}
            />
          )}
        </Field>
        <p role="status" className="min-h-5 text-base-content/80 text-sm sm:text-right">
          {saveState ? (
            <>
              {saveState}
              <span className="sr-only">: amount of {line.name}</span>
            </>
          ) : null}
        </p>
        <div className="flex items-center gap-3">
          <p className="font-bold tabular-nums" aria-live="polite">
            {total === undefined ? '—' : formatDollars(total)}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(line.productId, {
                onSuccess: () => toast.success(cartMessages.removed),
                onError: (failure) => toast.error(failure.message),
              })
            }
          >
            Remove<span className="sr-only"> {line.name}</span>
          </button>
        </div>
      </div>
      {line.priceTiers.length > 0 ? (
        <div className="col-span-2 sm:col-span-3 sm:max-w-md">
          <VolumePrices product={line} amount={amount} toolName={line.name} />
        </div>
      ) : null}
    </li>
  );
};

/**
 * The cart: every tool with its amount (the purchase page's messages per line), the total, the delivery details
 * prefilled from the profile, a PO number and note, and Place order, which goes on to paying that one order. A
 * member of a company on account chooses card or account: on account the order is confirmed at once and its page
 * (due date, invoice) follows instead of the payment page.
 */
export const CartView = ({
  cart,
  user,
  addressPicker,
  account,
}: {
  cart: Cart;
  user: User & { company?: Me['company'] };
  /** The company's addresses to fill the delivery address from, for a company member (the app passes it). */
  addressPicker?: ((onPick: (address: string) => void) => ReactNode) | undefined;
  /** The company's terms when it may order on account (the app passes them); undefined: card only. */
  account?: AccountTerms | undefined;
}) => {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const setAmount = useSetCartAmount();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phoneNo ?? '');
  const [address, setAddress] = useState(() => addressOf(user));
  const [poNumber, setPoNumber] = useState('');
  const [note, setNote] = useState('');
  const [payment, setPayment] = useState<PaymentMethod>('card');
  const onAccount = account !== undefined && payment === 'account';
  const [fieldError, setFieldError] = useState<{ field: string | undefined; message: string } | null>(null);
  const totalId = useId();
  const draftOf = (line: CartLine) => drafts[line.productId] ?? String(line.amount);
  const lineTotals = cart.lines.map((line) => pricedDraft(line, draftOf(line)).total);
  const blocked = lineTotals.some((total) => total === undefined);
  // The amounts as typed, priced as the server will price them; no total while any amount may not be ordered.
  const netCents = blocked
    ? undefined
    : lineTotals.reduce<number>((sum, total) => sum + dollarsToCents(total ?? 0), 0);
  // The shop's tax rate now, as the purchase page shows it; the server stores the rate in force at checkout.
  // A tax-exempt company's member is charged none (ADR 135).
  const shopRate = useConfig().data?.taxRatePercent ?? 0;
  const taxFree = buysTaxFree(user);
  const taxRate = taxFree ? 0 : shopRate;
  const taxCents = netCents === undefined ? undefined : taxCentsOf(netCents, taxRate);

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || checkout.isPending) return;
    setFieldError(null);
    try {
      // Amounts typed but not saved yet (Place order pressed straight from a field) go in first.
      for (const line of cart.lines) {
        const draft = Number(draftOf(line));
        if (draft !== line.amount) await setAmount.mutateAsync({ productId: line.productId, amount: draft });
      }
      const placed = await checkout.mutateAsync({
        name: name.trim(),
        phone: phone.trim(),
        address: address.trim(),
        ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(onAccount ? { payment: 'account' as const } : {}),
      });
      // Above the buyer's order limit it cannot be paid yet: its page says it awaits the company's approval.
      if (placed.status === 'awaiting_approval') {
        toast.success(orderMessages.placedAwaitingApproval);
        void navigate(paths.dashboard.myOrder.getHref(placed.insertedId));
      } else if (placed.status === 'confirmed') {
        // On account: nothing to pay now; its page shows the due date and the invoice.
        toast.success(orderMessages.placedOnAccount);
        void navigate(paths.dashboard.myOrder.getHref(placed.insertedId), {
          state: { placedOnAccount: true },
        });
      } else {
        toast.success(orderMessages.placed);
        void navigate(paths.dashboard.payment.getHref(placed.insertedId));
      }
    } catch (failure) {
      const error = failure as Error & { field?: string };
      setFieldError({ field: error.field, message: error.message });
      toast.error(error.message);
    }
  };

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  return (
    <form
      noValidate
      onSubmit={(event) => void placeOrder(event)}
      aria-label="Cart"
      className="flex flex-col gap-8"
    >
      <section aria-labelledby="cart-lines">
        <h2 id="cart-lines" className="sr-only">
          Tools in your cart
        </h2>
        <ul className="flex flex-col gap-3">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.productId}
              line={line}
              draft={draftOf(line)}
              onDraft={(value) => setDrafts((all) => ({ ...all, [line.productId]: value }))}
            />
          ))}
        </ul>
        <p id={totalId} className="mt-4 text-right text-lg" aria-live="polite">
          <span className="text-base-content/80">
            Total for {cart.lines.length} {cart.lines.length === 1 ? 'tool' : 'tools'}:{' '}
          </span>
          <output className="font-bold text-2xl text-primary">
            {netCents === undefined || taxCents === undefined
              ? '—'
              : formatDollars(centsToDollars(netCents + taxCents))}
          </output>
          {netCents !== undefined && taxCents !== undefined && taxRate > 0 ? (
            <span className="block text-base-content/80 text-sm">
              {formatDollars(centsToDollars(netCents))} + tax {taxRate}%:{' '}
              {formatDollars(centsToDollars(taxCents))}
            </span>
          ) : null}
          {taxFree && shopRate > 0 ? (
            <span className="block text-base-content/80 text-sm">Tax exempt</span>
          ) : null}
        </p>
      </section>

      <fieldset className="grid gap-5 rounded-box border border-base-300 bg-base-100 p-5 sm:grid-cols-2">
        <legend className="px-1 font-semibold">Delivery details</legend>
        <TextField
          label="Name"
          autoComplete="name"
          value={name}
          maxLength={100}
          required
          error={errorFor('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField label="Email" type="email" value={user.email} readOnly />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          maxLength={40}
          required
          error={errorFor('phone')}
          onChange={(event) => setPhone(event.target.value)}
        />
        <TextField
          label="PO number (optional)"
          value={poNumber}
          maxLength={PO_NUMBER_MAX}
          error={errorFor('poNumber')}
          hint="Your purchase order's number: it is printed on the invoice."
          onChange={(event) => setPoNumber(event.target.value)}
        />
        {addressPicker?.(setAddress)}
        <Field label="Delivery address" error={errorFor('address')} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              autoComplete="street-address"
              rows={2}
              maxLength={300}
              required
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              className="textarea w-full"
            />
          )}
        </Field>
        <Field label="Note (optional)" error={errorFor('note')} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={ORDER_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="textarea w-full"
            />
          )}
        </Field>
      </fieldset>

      {account ? (
        <PaymentChoice
          terms={account}
          value={payment}
          onChange={setPayment}
          error={errorFor('payment')}
          className="rounded-box border border-base-300 bg-base-100 p-5"
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={paths.allProducts.getHref()} className="btn btn-ghost">
          Add more tools
        </Link>
        <button
          type="submit"
          className="btn btn-primary gap-2"
          disabled={blocked || checkout.isPending}
          aria-describedby={totalId}
        >
          {checkout.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Icon name={onAccount ? 'clipboard' : 'credit-card'} className="size-4" />
          )}
          Place order
        </button>
      </div>
    </form>
  );
};
