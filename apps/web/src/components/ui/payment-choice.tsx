import { formatDollars } from '@ironvolt/shared/money';
import type { PaymentMethod } from '@ironvolt/shared/orders-constants';
import { useId } from 'react';

/** A company's terms as a member's checkout offers them: net days and the credit it has left, in dollars. */
export type AccountTerms = { paymentTermsDays: number; availableCredit: number };

/** "Pay on account (Net 30)": the choice's label, also the order page's wording of the method. */
export const onAccountLabel = (days: number) => `Pay on account (Net ${days})`;

const Option = ({
  name,
  value,
  checked,
  onChange,
  label,
  detail,
}: {
  name: string;
  value: PaymentMethod;
  checked: boolean;
  onChange: (value: PaymentMethod) => void;
  label: string;
  detail: string;
}) => (
  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-field border border-base-300 p-3 has-[:checked]:border-primary">
    <input
      type="radio"
      name={name}
      value={value}
      checked={checked}
      onChange={() => onChange(value)}
      className="radio radio-primary radio-sm mt-0.5"
    />
    <span className="flex flex-col">
      <span className="font-medium">{label}</span>
      <span className="text-base-content/80 text-sm">{detail}</span>
    </span>
  </label>
);

/**
 * How a member of a company on account pays: by card (SPEC's payment page next) or on the company's account,
 * with the credit it has left. The server's refusal of the account (credit limit, an overdue invoice) shows
 * under the choice, tied to it.
 */
export const PaymentChoice = ({
  terms,
  value,
  onChange,
  error,
  className = '',
}: {
  terms: AccountTerms;
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  error?: string | undefined;
  className?: string;
}) => {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`flex flex-col gap-2 ${className}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 font-semibold">Payment</legend>
      <Option
        name={name}
        value="card"
        checked={value === 'card'}
        onChange={onChange}
        label="Pay by card"
        detail="Pay now, on the next page."
      />
      <Option
        name={name}
        value="account"
        checked={value === 'account'}
        onChange={onChange}
        label={onAccountLabel(terms.paymentTermsDays)}
        detail={`Invoiced now, due in ${terms.paymentTermsDays} days. Available credit: ${formatDollars(terms.availableCredit)}.`}
      />
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-error text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
