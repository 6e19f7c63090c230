import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';

// Stripe.js loads once per publishable key, and only on the payment page (this module is itself lazy).
const stripePromises = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
};

type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  email: string;
  amountLabel: string;
  onPaid: () => void;
};

const CardForm = ({
  clientSecret,
  email,
  amountLabel,
  onPaid,
}: Omit<StripeCardFormProps, 'publishableKey'>) => {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setPending(true);
    setCardError(null);
    const { error } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { email } },
    });
    setPending(false);
    if (error) setCardError(error.message ?? 'The payment failed.');
    else onPaid();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Card payment"
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 font-medium text-sm">Card</legend>
        {/* Stripe's element is an iframe with its own labelled fields. */}
        <div className="input w-full items-center">
          <CardElement className="w-full" options={{ hidePostalCode: true }} />
        </div>
      </fieldset>
      {cardError ? (
        <p role="alert" className="flex items-start gap-2 font-medium text-error text-sm">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {cardError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary gap-2" disabled={!stripe || pending}>
        {pending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Icon name="credit-card" className="size-4" />
        )}
        Pay {amountLabel}
      </button>
    </form>
  );
};

/** Stripe's card element, confirmed in the browser with the billing email (used when Stripe keys are set). */
export const StripeCardForm = ({ publishableKey, ...props }: StripeCardFormProps) => (
  <Elements stripe={stripeFor(publishableKey)}>
    <CardForm {...props} />
  </Elements>
);
