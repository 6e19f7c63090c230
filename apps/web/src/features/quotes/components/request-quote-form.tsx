import { QUOTE_MESSAGE_MAX, quoteMessages } from '@ironvolt/shared/quotes-constants';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useNavigate } from 'react-router';
import { Field } from '@/components/ui/form/field';
import { paths } from '@/config/paths';
import { useRequestQuote } from '@/features/quotes/api/quotes';

/**
 * Under the cart: ask the shop for a price on the whole cart, with a message. The cart stays as it is and nothing
 * is reserved; the new quote's page opens.
 */
export const RequestQuoteForm = () => {
  const navigate = useNavigate();
  const requestQuote = useRequestQuote();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requestQuote.isPending) return;
    setError(undefined);
    try {
      const quote = await requestQuote.mutateAsync(message.trim() ? { message: message.trim() } : {});
      toast.success(`${quoteMessages.requested}: ${quote.number}`);
      void navigate(paths.dashboard.myQuote.getHref(quote._id));
    } catch (failure) {
      setError((failure as Error).message);
      toast.error((failure as Error).message);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="request-quote"
      onSubmit={(event) => void submit(event)}
      className="mt-8 flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5"
    >
      <div>
        <h2 id="request-quote" className="font-semibold text-lg">
          Ordering in quantity?
        </h2>
        <p className="text-base-content/80 text-sm">
          Ask us for a price on this cart. Your cart stays as it is and nothing is reserved until you accept
          our offer.
        </p>
      </div>
      <Field label="Message for the quote (optional)" error={error}>
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
      <button type="submit" className="btn btn-outline self-start" disabled={requestQuote.isPending}>
        {requestQuote.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Request a quote
      </button>
    </form>
  );
};
