import {
  SHIPPING_BRACKETS_MAX,
  type ShippingZone,
  type ShippingZoneBody,
  ShippingZoneBodySchema,
} from '@ironvolt/shared/shipping';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { useAddShippingZone, useUpdateShippingZone } from '@/features/shipping/api/shipping-zones';
import { ApiError } from '@/lib/api-client';
import { countriesByName, countryName } from '@/lib/countries';

type BracketRow = { key: number; upToKg: string; price: string };

/** Dollars as a field shows them: plain, cents only when there are some. */
const dollarsText = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

/**
 * A typed amount as a number: "$1,250.50" → 1250.5; empty → `empty`; NaN when it is no number, which the shared
 * schema then refuses with the field's own message.
 */
const numberOf = <E,>(text: string, empty: E): number | E => {
  const typed = text.trim().replaceAll(',', '').replace(/^\$/, '');
  return typed === '' ? empty : Number(typed);
};

/** `countries.2` (a code refused) is shown at the countries; every other path at the field of that name. */
const fieldOf = (path: string) => (path.startsWith('countries') ? 'countries' : path);

/** The first message for each field, from the shared schema's issues. */
const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
};

const countryLabel = (code: string) => `${countryName(code)} (${code})`;

type ZoneFormProps = {
  /** The zone to edit; none to add one. */
  zone?: ShippingZone;
  onSaved: (zone: ShippingZone) => void;
  onCancel: () => void;
};

/**
 * A shipping zone: its name, its countries (each in one zone at most), weight brackets whose "up to" rises from row
 * to row, a price per kg above the last bracket, and free shipping over a net amount. Amounts are typed in dollars,
 * as the API takes them. The shared schema checks the form before it is sent; the server's refusal of a field is
 * shown under that field.
 */
export const ZoneForm = ({ zone, onSaved, onCancel }: ZoneFormProps) => {
  const headingId = useId();
  const nextKey = useRef(0);
  const row = (upToKg = '', price = ''): BracketRow => ({ key: nextKey.current++, upToKg, price });
  const add = useAddShippingZone();
  const update = useUpdateShippingZone();
  const saving = add.isPending || update.isPending;

  const [name, setName] = useState(zone?.name ?? '');
  const [countries, setCountries] = useState<string[]>(zone?.countries ?? []);
  const [choice, setChoice] = useState('');
  const [brackets, setBrackets] = useState<BracketRow[]>(() =>
    zone && zone.brackets.length > 0
      ? zone.brackets.map((bracket) => row(String(bracket.upToKg), dollarsText(bracket.price)))
      : [row()],
  );
  const [perKg, setPerKg] = useState(zone ? dollarsText(zone.perKg) : '');
  const [freeOver, setFreeOver] = useState(zone?.freeOverNet == null ? '' : dollarsText(zone.freeOverNet));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // The form replaces the list: the keyboard starts at its first field.
  useEffect(() => nameRef.current?.focus(), []);
  // A refused form takes the keyboard to its first field in error, whose message is read with it.
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const addCountry = () => {
    if (choice === '') return;
    setCountries((now) => (now.includes(choice) ? now : [...now, choice]));
    setChoice('');
  };
  const setBracket = (key: number, change: Partial<BracketRow>) =>
    setBrackets((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body: ShippingZoneBody = {
      name: name.trim(),
      countries,
      brackets: brackets.map((r) => ({
        upToKg: numberOf(r.upToKg, Number.NaN),
        price: numberOf(r.price, Number.NaN),
      })),
      // An empty price per kg adds nothing above the last bracket; an empty free-over amount means no free shipping.
      perKg: numberOf(perKg, 0),
      freeOverNet: numberOf(freeOver, null),
    };
    const checked = ShippingZoneBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: onSaved,
      onError: (error: Error) => {
        const field = error instanceof ApiError && error.field ? fieldOf(error.field) : undefined;
        if (field && field !== 'body') setErrors({ [field]: error.message });
        else setProblem(error.message);
      },
    };
    if (zone) update.mutate({ id: zone._id, body: checked.data }, done);
    else add.mutate(checked.data, done);
  };

  // A message for a field the form has no place for (the whole list of brackets, say) is shown at the form's end.
  const shown = (field: string) => errors[field];
  const placed = new Set([
    'name',
    'countries',
    'perKg',
    'freeOverNet',
    ...brackets.flatMap((_, index) => [`brackets.${index}.upToKg`, `brackets.${index}.price`]),
  ]);
  const unplaced = [
    ...Object.entries(errors)
      .filter(([field]) => !placed.has(field))
      .map(([, message]) => message),
    ...(problem ? [problem] : []),
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id={headingId} className="font-semibold text-xl">
        {zone ? `Edit ${zone.name}` : 'Add a shipping zone'}
      </h2>
      <form ref={formRef} className="flex flex-col gap-5" onSubmit={submit} noValidate>
        <TextField
          ref={nameRef}
          label="Zone name"
          className="sm:max-w-md"
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={shown('name')}
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">Countries</legend>
          {countries.length === 0 ? (
            <p className="text-base-content/75 text-sm">No country yet.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Countries in this zone">
              {countries.map((code) => (
                <li
                  key={code}
                  className="flex items-center gap-1 rounded-box border border-base-300 bg-base-200 py-0.5 ps-3"
                >
                  <span>{countryLabel(code)}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Remove ${countryName(code)}`}
                    onClick={() => setCountries((now) => now.filter((c) => c !== code))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field label="Add a country" error={shown('countries')} className="sm:w-80">
              {(control) => (
                <select
                  {...control}
                  className={`select w-full ${shown('countries') ? 'select-error' : ''}`}
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                >
                  <option value="">Choose a country</option>
                  {countriesByName.map((country) => (
                    <option
                      key={country.code}
                      value={country.code}
                      disabled={countries.includes(country.code)}
                    >
                      {country.name} ({country.code})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button
              type="button"
              className="btn btn-outline sm:mt-7"
              disabled={choice === ''}
              onClick={addCountry}
            >
              Add the country
            </button>
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">Rates by weight</legend>
          <p className="text-base-content/75 text-sm">
            An order pays the first bracket its weight fits in (a weight on the edge is in that bracket); each
            bracket goes up to more kg than the one before.
          </p>
          <ol className="flex flex-col gap-3">
            {brackets.map((bracket, index) => (
              <li key={bracket.key}>
                <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 p-3 sm:flex-row sm:items-start">
                  <legend className="px-1 font-medium text-sm">Bracket {index + 1}</legend>
                  <TextField
                    label="Up to (kg)"
                    className="sm:w-40"
                    inputMode="decimal"
                    autoComplete="off"
                    value={bracket.upToKg}
                    onChange={(event) => setBracket(bracket.key, { upToKg: event.target.value })}
                    error={shown(`brackets.${index}.upToKg`)}
                  />
                  <TextField
                    label="Price ($)"
                    className="sm:w-40"
                    inputMode="decimal"
                    autoComplete="off"
                    value={bracket.price}
                    onChange={(event) => setBracket(bracket.key, { price: event.target.value })}
                    error={shown(`brackets.${index}.price`)}
                  />
                  {brackets.length > 1 ? (
                    <button
                      type="button"
                      className="btn btn-ghost text-error sm:mt-7"
                      onClick={() => {
                        setBrackets((rows) => rows.filter((r) => r.key !== bracket.key));
                        // Messages are kept by row number: the rows below move up.
                        setErrors({});
                      }}
                    >
                      Remove bracket {index + 1}
                    </button>
                  ) : null}
                </fieldset>
              </li>
            ))}
          </ol>
          <div>
            <button
              type="button"
              className="btn btn-outline"
              disabled={brackets.length >= SHIPPING_BRACKETS_MAX}
              onClick={() => setBrackets((rows) => [...rows, row()])}
            >
              Add a bracket
            </button>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Price per kg above the last bracket ($)"
              className="sm:w-80"
              inputMode="decimal"
              autoComplete="off"
              value={perKg}
              onChange={(event) => setPerKg(event.target.value)}
              hint="For every kg started above it. Empty: nothing more."
              error={shown('perKg')}
            />
            <TextField
              label="Free shipping over ($, net)"
              className="sm:w-80"
              inputMode="decimal"
              autoComplete="off"
              value={freeOver}
              onChange={(event) => setFreeOver(event.target.value)}
              hint="The goods' net at the buyer's prices. Empty: never free."
              error={shown('freeOverNet')}
            />
          </div>
        </fieldset>

        {unplaced.length > 0 ? (
          <div role="alert" className="font-medium text-error text-sm">
            {unplaced.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {zone ? 'Save the zone' : 'Add the zone'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
};
