import { type Company, companyMessages, paymentTermsLabel } from '@ironvolt/shared/companies';
import { formatDollars } from '@ironvolt/shared/money';
import { paymentTermsDays } from '@ironvolt/shared/orders-constants';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { useUpdateCompany } from '@/features/companies/api/admin-companies';
import { ApiError } from '@/lib/api-client';

/** "Net 30, credit limit $50,000.00", or "Card only" while the company has no terms. */
export const termsSummary = (company: Pick<Company, 'paymentTermsDays' | 'creditLimit'>): string =>
  company.paymentTermsDays === 0 && company.creditLimit === 0
    ? paymentTermsLabel(0)
    : `${paymentTermsLabel(company.paymentTermsDays)}, credit limit ${formatDollars(company.creditLimit)}`;

/** The limit as the field shows it: plain dollars, cents only when there are some. */
const limitText = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

/**
 * Payment on account for an approved company: its net terms and credit limit in dollars, saved together. The
 * server judges both; its refusal of either is shown under that field.
 */
export const PaymentTermsForm = ({ company }: { company: Company }) => {
  const update = useUpdateCompany();
  const [terms, setTerms] = useState(String(company.paymentTermsDays));
  const [limit, setLimit] = useState(limitText(company.creditLimit));
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const typed = limit.trim().replaceAll(',', '').replace(/^\$/, '');
    const dollars = typed === '' ? 0 : Number(typed);
    // Text that is no number never reaches the server; a number out of range is the server's to refuse.
    if (!Number.isFinite(dollars)) {
      setError({ field: 'creditLimit', message: companyMessages.creditLimitRange });
      return;
    }
    update.mutate(
      {
        id: company._id,
        body: {
          paymentTermsDays: Number(terms) as (typeof paymentTermsDays)[number],
          creditLimit: dollars,
        },
      },
      {
        onSuccess: (saved) => toast.success(`${saved.name}: ${termsSummary(saved)}`),
        onError: (e) => setError({ field: e instanceof ApiError ? e.field : undefined, message: e.message }),
      },
    );
  };

  const fieldError = (name: string) => (error?.field === name ? error.message : undefined);

  return (
    <section aria-labelledby="payment-terms-heading" className="space-y-3">
      <h3 id="payment-terms-heading" className="font-semibold text-lg">
        Paying on account
      </h3>
      <p className="text-sm">Now: {termsSummary(company)}</p>
      <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={submit} noValidate>
        <Field label="Payment terms" error={fieldError('paymentTermsDays')} className="sm:w-48">
          {(control) => (
            <select
              {...control}
              name="paymentTermsDays"
              className="select w-full"
              value={terms}
              onChange={(event) => setTerms(event.target.value)}
            >
              {paymentTermsDays.map((days) => (
                <option key={days} value={days}>
                  {paymentTermsLabel(days)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Credit limit (dollars)"
          name="creditLimit"
          inputMode="decimal"
          autoComplete="off"
          className="sm:w-56"
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          error={fieldError('creditLimit')}
        />
        <button type="submit" className="btn btn-primary sm:mt-7" disabled={update.isPending}>
          {update.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          Save terms
        </button>
      </form>
      {error && error.field !== 'paymentTermsDays' && error.field !== 'creditLimit' ? (
        <p role="alert" className="font-medium text-error text-sm">
          {error.message}
        </p>
      ) : null}
    </section>
  );
};
