import { PRICE_TIERS_MAX, type PriceTier } from '@ironvolt/shared/price-tiers';
import { TextField } from '@/components/ui/form/text-field';

/** A tier as typed: both fields are text until the form is sent. */
export type TierDraft = { minAmount: string; price: string };

export const tierDrafts = (tiers: readonly PriceTier[]): TierDraft[] =>
  tiers.map((tier) => ({ minAmount: String(tier.minAmount), price: String(tier.price) }));

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The tiers to send: what was typed, as numbers (a blank or bad number is refused by the shared rule). */
export const tiersOf = (drafts: readonly TierDraft[]): PriceTier[] =>
  drafts.map((draft) => ({ minAmount: toNumber(draft.minAmount), price: toNumber(draft.price) }));

/**
 * Where a refusal of the tiers belongs, from its field path (`priceTiers.1.price` from the API, or a zod issue's
 * path): one tier's field, or the list as a whole. Undefined when it is about another field.
 */
export const tierErrorKey = (path: readonly PropertyKey[]): string | undefined => {
  if (path[0] !== 'priceTiers') return undefined;
  return path.length >= 3 ? `${String(path[1])}.${String(path[2])}` : 'list';
};

type PriceTiersEditorProps = {
  idPrefix: string;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** Refusals by `tierErrorKey`. */
  errors: Record<string, string>;
};

/**
 * The admin's volume prices: up to five rows of "from N pieces, P dollars each", added and removed by buttons.
 * The rule (ascending amounts above the minimum order, falling prices) is the shared one, checked on send.
 */
export const PriceTiersEditor = ({ idPrefix, tiers, onChange, errors }: PriceTiersEditorProps) => {
  const set = (index: number, field: keyof TierDraft, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">Volume prices (optional)</legend>
      <p className="text-base-content/75 text-sm">
        A lower price per piece from a larger amount on. Below the first, the product's price applies.
      </p>
      {tiers.map((tier, index) => (
        // Rows have no identity beyond their place: removing one renumbers the rest, as their labels say.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <TextField
            id={`${idPrefix}-tier-${index}-minAmount`}
            label={`Tier ${index + 1}: from (pieces)`}
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            value={tier.minAmount}
            onChange={(event) => set(index, 'minAmount', event.target.value)}
            error={errors[`${index}.minAmount`]}
          />
          <TextField
            id={`${idPrefix}-tier-${index}-price`}
            label={`Tier ${index + 1}: price (dollars per piece)`}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={tier.price}
            onChange={(event) => set(index, 'price', event.target.value)}
            error={errors[`${index}.price`]}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm sm:mt-7"
            onClick={() => onChange(tiers.filter((_, i) => i !== index))}
          >
            Remove<span className="sr-only"> tier {index + 1}</span>
          </button>
        </div>
      ))}
      {errors.list ? (
        <p role="alert" className="text-error text-sm">
          {errors.list}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={tiers.length >= PRICE_TIERS_MAX}
          onClick={() => onChange([...tiers, { minAmount: '', price: '' }])}
        >
          Add a volume price
        </button>
      </div>
    </fieldset>
  );
};
