import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Icon } from '@/components/ui/icon';
import { useConfirmTestCard } from '@/features/payments/api/confirm-test-card';
import { ApiError } from '@/lib/api-client';

type CardFormProps = {
  clientSecret: string;
  email: string;
  amountLabel: string;
  /** The card went through; `transactionId` is the processor's. */
  onPaid: () => void;
};

/** "4242424242424242" → "4242 4242 4242 4242", as people read card numbers. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" → "12/30". */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

const inputClass = 'input w-full font-mono';

/**
 * The built-in test processor's card fields (the offline stand-in for Stripe's card element). The card lives
 * only in this form's state while it is shown, and is sent once, to the processor's confirmation.
 */
export const TestCardForm = ({ clientSecret, email, amountLabel, onPaid }: CardFormProps) => {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const confirm = useConfirmTestCard();
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCardError(null);
    const [month = '', year = ''] = expiry.split('/');
    confirm.mutate(
      { clientSecret, number, expMonth: month, expYear: year, cvc, email },
      {
        onSuccess: () => {
          setNumber('');
          setCvc('');
          onPaid();
        },
        onError: (error) => {
          // Card refusals (402) and bad card input (400) belong under the card field; anything else is a toast.
          if (error instanceof ApiError && (error.status === 402 || error.status === 400)) {
            setCardError(error.message);
          } else {
            toast.error(error.message);
          }
        },
      },
    );
  };

  const described = cardError ? errorId : undefined;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card payment" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-number`} className="font-medium text-sm">
          Card number
        </label>
        <input
          id={`${id}-number`}
          name="cardnumber"
          className={`${inputClass} ${cardError ? 'input-error' : ''}`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(event) => setNumber(groupDigits(event.currentTarget.value))}
          aria-invalid={cardError ? true : undefined}
          aria-describedby={described}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-exp`} className="font-medium text-sm">
            Expiry (MM/YY)
          </label>
          <input
            id={`${id}-exp`}
            name="exp-date"
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.currentTarget.value))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-cvc`} className="font-medium text-sm">
            CVC
          </label>
          <input
            id={`${id}-cvc`}
            name="cvc"
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
      </div>
      {cardError ? (
        <p id={errorId} role="alert" className="flex items-start gap-2 font-medium text-error text-sm">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {cardError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary gap-2" disabled={confirm.isPending}>
        {confirm.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Icon name="credit-card" className="size-4" />
        )}
        Pay {amountLabel}
      </button>
    </form>
  );
};
