import type { Me, User } from '@ironvolt/shared/accounts';
import { formatDollars } from '@ironvolt/shared/money';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import type { QuoteDetail, QuoteEvent } from '@ironvolt/shared/quotes';
import { QUOTE_MESSAGE_MAX, quoteMessages, quoteStatusLabels } from '@ironvolt/shared/quotes-constants';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link, useNavigate } from 'react-router';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { paths } from '@/config/paths';
import {
  downloadQuotePdf,
  useAcceptQuote,
  useDeclineQuote,
  useOfferQuote,
  useReviseQuote,
} from '@/features/quotes/api/quotes';
import { addressOf } from '@/lib/address';
import { QuoteStatusBadge } from './quote-status-badge';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const who: Record<QuoteEvent['by'], string> = { buyer: 'Buyer', shop: 'Shop', system: 'Shop (automatic)' };
const eventWords = (event: QuoteEvent, index: number) =>
  event.status === 'requested'
    ? index === 0
      ? 'Quote requested'
      : 'Revision requested'
    : `Quote ${quoteStatusLabels[event.status].toLowerCase()}`;
type Failure = Error & { field?: string };

/** The quote's lines: the buyer's own price when asked, and the offered one once there is an offer. */
const LinesTable = ({ quote }: { quote: QuoteDetail }) => (
  // Focusable, so that a keyboard can scroll it where a phone's width cuts the table.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
  <div tabIndex={0} className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
    <table className="table table-sm">
      <caption className="sr-only">Tools in quote {quote.number}</caption>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col" className="text-right">
            Amount
          </th>
          <th scope="col" className="hidden text-right sm:table-cell">
            Your price
          </th>
          <th scope="col" className="text-right">
            Offered
          </th>
          <th scope="col" className="text-right">
            Line total
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.productId}>
            <td className="break-words">
              <span className="font-medium">{line.name}</span>
              <span className="block text-base-content/75 text-xs">Model {line.model}</span>
            </td>
            <td className="text-right tabular-nums">{line.amount}</td>
            <td className="hidden text-right tabular-nums sm:table-cell">
              {formatDollars(line.listUnitPrice)}
            </td>
            <td className="text-right tabular-nums">
              {line.unitPrice === undefined ? '—' : formatDollars(line.unitPrice)}
            </td>
            <td className="text-right tabular-nums">
              {formatDollars(line.lineTotal ?? line.listUnitPrice * line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className="text-right sm:hidden">
            Total before tax
          </th>
          <th scope="row" colSpan={4} className="hidden text-right sm:table-cell">
            Total before tax
          </th>
          <td className="text-right font-bold tabular-nums">{formatDollars(quote.total)}</td>
        </tr>
      </tfoot>
    </table>
  </div>
);

const History = ({ quote }: { quote: QuoteDetail }) => (
  <section aria-labelledby="quote-history" className="space-y-3">
    <h2 id="quote-history" className="font-semibold text-lg">
      History
    </h2>
    <ol className="space-y-3">
      {quote.history.map((event, index) => (
        <li
          key={`${event.at}-${event.status}`}
          className="rounded-box border border-base-300 bg-base-100 p-3"
        >
          <p className="font-medium">
            {eventWords(event, index)}{' '}
            <span className="font-normal text-base-content/75 text-sm">
              · {who[event.by]} · <time dateTime={event.at}>{when(event.at)}</time>
            </span>
          </p>
          {event.expiresAt ? <p className="text-sm">Valid until {when(event.expiresAt)}</p> : null}
          {event.status === 'offered' && event.lines ? (
            <p className="text-sm">
              {event.lines
                .map(
                  (line) =>
                    `${line.name}: ${line.amount} × ${formatDollars(line.unitPrice ?? line.listUnitPrice)}`,
                )
                .join('; ')}
            </p>
          ) : null}
          {event.message ? <p className="whitespace-pre-line text-sm">“{event.message}”</p> : null}
        </li>
      ))}
    </ol>
  </section>
);

/** The buyer's answers to an offer: accept (delivery details and payment, as at checkout), revise or decline. */
const BuyerAnswers = ({ quote, user }: { quote: QuoteDetail; user: User & { company?: Me['company'] } }) => {
  const navigate = useNavigate();
  const accept = useAcceptQuote();
  const decline = useDeclineQuote();
  const revise = useReviseQuote();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phoneNo ?? '');
  const [address, setAddress] = useState(() => addressOf(user));
  const [payment, setPayment] = useState<'card' | 'account'>('card');
  const [revision, setRevision] = useState('');
  const [failure, setFailure] = useState<{
    form: 'accept' | 'revision';
    field?: string | undefined;
    message: string;
  } | null>(null);
  const member = user.company?.status === 'approved';
  const errorFor = (form: 'accept' | 'revision', field: string) =>
    failure?.form === form && failure.field === field ? failure.message : undefined;

  const onAccept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    setFailure(null);
    try {
      const placed = await accept.mutateAsync({
        id: quote._id,
        body: { name: name.trim(), phone: phone.trim(), address: address.trim(), payment },
      });
      toast.success(quoteMessages.accepted);
      if (placed.status === 'unpaid') void navigate(paths.dashboard.payment.getHref(placed.insertedId));
      else {
        if (placed.status === 'awaiting_approval') toast.success(orderMessages.placedAwaitingApproval);
        void navigate(paths.dashboard.myOrder.getHref(placed.insertedId));
      }
    } catch (error) {
      const { field, message } = error as Failure;
      setFailure({ form: 'accept', field, message });
      toast.error(message);
    }
  };

  const onRevise = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (revise.isPending) return;
    setFailure(null);
    try {
      await revise.mutateAsync({ id: quote._id, message: revision.trim() });
      setRevision('');
      toast.success(quoteMessages.revisionAsked);
    } catch (error) {
      const { message } = error as Failure;
      setFailure({ form: 'revision', field: 'message', message });
      toast.error(message);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        aria-labelledby="accept-heading"
        onSubmit={(event) => void onAccept(event)}
        className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5"
      >
        <h2 id="accept-heading" className="font-semibold text-lg">
          Accept the offer
        </h2>
        <p className="text-base-content/80 text-sm">
          It becomes an order at the offered prices (tax added where it applies), its stock reserved now.
        </p>
        <TextField
          label="Name"
          autoComplete="name"
          value={name}
          maxLength={100}
          required
          error={errorFor('accept', 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          maxLength={40}
          required
          error={errorFor('accept', 'phone')}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Field label="Delivery address" error={errorFor('accept', 'address')}>
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
        {member ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-sm">Payment</legend>
            {(['card', 'account'] as const).map((choice) => (
              <label key={choice} className="label cursor-pointer justify-start gap-2">
                <input
                  type="radio"
                  name="payment"
                  className="radio radio-sm"
                  checked={payment === choice}
                  onChange={() => setPayment(choice)}
                />
                {choice === 'card' ? 'Pay by card' : 'On account (invoice)'}
              </label>
            ))}
          </fieldset>
        ) : null}
        {failure?.form === 'accept' && !failure.field ? (
          <p role="alert" className="text-error text-sm">
            {failure.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary self-start" disabled={accept.isPending}>
          Accept and place the order
        </button>
      </form>
      <div className="flex flex-col gap-6">
        <form
          noValidate
          aria-labelledby="revision-heading"
          onSubmit={(event) => void onRevise(event)}
          className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5"
        >
          <h2 id="revision-heading" className="font-semibold text-lg">
            Ask for a revision
          </h2>
          <Field label="What should change" error={errorFor('revision', 'message')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={QUOTE_MESSAGE_MAX}
                required
                value={revision}
                onChange={(event) => setRevision(event.target.value)}
                className="textarea w-full"
              />
            )}
          </Field>
          <button type="submit" className="btn btn-outline self-start" disabled={revise.isPending}>
            Ask for a revision
          </button>
        </form>
        <button
          type="button"
          className="btn btn-outline btn-error self-start"
          disabled={decline.isPending}
          onClick={() =>
            decline.mutate(quote._id, {
              onSuccess: () => toast.success(quoteMessages.declined),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Decline the offer
        </button>
      </div>
    </div>
  );
};

const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 3_600_000).toISOString().slice(0, 10);

/** A shop admin's offer on a requested quote: a price per piece (and amount) for every line, and until when. */
const OfferForm = ({ quote }: { quote: QuoteDetail }) => {
  const offer = useOfferQuote();
  const [prices, setPrices] = useState(() =>
    Object.fromEntries(quote.lines.map((line) => [line.productId, String(line.listUnitPrice)])),
  );
  const [amounts, setAmounts] = useState(() =>
    Object.fromEntries(quote.lines.map((line) => [line.productId, String(line.amount)])),
  );
  const [expiresAt, setExpiresAt] = useState(inTwoWeeks);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<{ field?: string | undefined; message: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (offer.isPending) return;
    setFailure(null);
    try {
      await offer.mutateAsync({
        id: quote._id,
        body: {
          lines: quote.lines.map((line) => ({
            productId: line.productId,
            unitPrice: Number(prices[line.productId]),
            amount: Number(amounts[line.productId]),
          })),
          expiresAt,
          ...(message.trim() ? { message: message.trim() } : {}),
        },
      });
      toast.success(quoteMessages.offered);
    } catch (error) {
      const { field, message: said } = error as Failure;
      setFailure({ field, message: said });
      toast.error(said);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="offer-heading"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5"
    >
      <h2 id="offer-heading" className="font-semibold text-lg">
        Send an offer
      </h2>
      <ul className="flex flex-col gap-4">
        {quote.lines.map((line) => (
          <li key={line.productId} className="grid gap-3 sm:grid-cols-[1fr_10rem_8rem] sm:items-end">
            <p className="font-medium">
              {line.name}
              <span className="block font-normal text-base-content/75 text-xs">
                Model {line.model} · buyer’s price {formatDollars(line.listUnitPrice)}
              </span>
            </p>
            <TextField
              label={`Unit price of ${line.name} ($)`}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              required
              value={prices[line.productId] ?? ''}
              onChange={(event) => setPrices((all) => ({ ...all, [line.productId]: event.target.value }))}
            />
            <TextField
              label={`Amount of ${line.name}`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={amounts[line.productId] ?? ''}
              onChange={(event) => setAmounts((all) => ({ ...all, [line.productId]: event.target.value }))}
            />
          </li>
        ))}
      </ul>
      <TextField
        label="Valid until"
        type="date"
        required
        value={expiresAt}
        error={failure?.field === 'expiresAt' ? failure.message : undefined}
        hint="The offer holds to the end of that day (UTC)."
        onChange={(event) => setExpiresAt(event.target.value)}
        className="max-w-xs"
      />
      <Field label="Message to the buyer (optional)">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={QUOTE_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            className="textarea w-full"
          />
        )}
      </Field>
      {failure && failure.field !== 'expiresAt' ? (
        <p role="alert" className="text-error text-sm">
          {failure.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary self-start" disabled={offer.isPending}>
        Send the offer
      </button>
    </form>
  );
};

/**
 * One quote: its facts, lines, PDF and history, with what may be done now — the buyer's answers to an offer, or a
 * shop admin's offer on a request (`shop`).
 */
export const QuoteDetailView = ({
  quote,
  user,
  shop = false,
}: {
  quote: QuoteDetail;
  user: User & { company?: Me['company'] };
  shop?: boolean;
}) => (
  <div className="flex flex-col gap-6">
    <div className="flex flex-wrap items-center gap-3">
      <QuoteStatusBadge status={quote.status} />
      <p className="text-sm">
        Asked {when(quote.createdAt)}
        {shop ? ` by ${quote.companyName ? `${quote.companyName}, ` : ''}${quote.email}` : ''}
        {quote.status === 'offered' && quote.expiresAt ? ` · valid until ${when(quote.expiresAt)}` : ''}
      </p>
      {quote.orderId ? (
        <Link
          to={
            shop
              ? paths.dashboard.manageOrder.getHref(quote.orderId)
              : paths.dashboard.myOrder.getHref(quote.orderId)
          }
          className="link"
        >
          See its order
        </Link>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-outline sm:ml-auto"
        onClick={() =>
          void downloadQuotePdf(quote._id, quote.number).catch((error: Error) => toast.error(error.message))
        }
      >
        Download PDF
      </button>
    </div>
    <LinesTable quote={quote} />
    {!shop && quote.status === 'offered' ? <BuyerAnswers quote={quote} user={user} /> : null}
    {shop && quote.status === 'requested' ? <OfferForm key={quote.history.length} quote={quote} /> : null}
    <History quote={quote} />
  </div>
);
