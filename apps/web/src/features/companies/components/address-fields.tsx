import { type AddressInput, COUNTRY_CODES } from '@ironvolt/shared/address';
import { useMemo } from 'react';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';

export const emptyAddress: AddressInput = {
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  region: '',
  country: '',
};

/** The countries by their English names (Intl names them; the codes come from the shared list). */
const useCountries = () =>
  useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
  }, []);

type AddressFieldsProps = {
  legend: string;
  value: AddressInput;
  onChange: (value: AddressInput) => void;
  /** Messages by path, e.g. `address.city`. */
  errors: Record<string, string>;
  /** The path the address has in the form's body. */
  path?: string;
};

/** The one address shape as a form: two lines, city, postal code, region, and the country from ISO 3166-1. */
export const AddressFields = ({ legend, value, onChange, errors, path = 'address' }: AddressFieldsProps) => {
  const countries = useCountries();
  const set = (field: keyof AddressInput) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const error = (field: keyof AddressInput) => errors[`${path}.${field}`];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <TextField
        className="sm:col-span-2"
        label="Address line 1"
        autoComplete="address-line1"
        value={value.line1 ?? ''}
        onChange={set('line1')}
        error={error('line1')}
      />
      <TextField
        className="sm:col-span-2"
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        value={value.line2 ?? ''}
        onChange={set('line2')}
        error={error('line2')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        value={value.city ?? ''}
        onChange={set('city')}
        error={error('city')}
      />
      <TextField
        label="Postal code"
        autoComplete="postal-code"
        value={value.postalCode ?? ''}
        onChange={set('postalCode')}
        error={error('postalCode')}
      />
      <TextField
        label="Region (optional)"
        autoComplete="address-level1"
        value={value.region ?? ''}
        onChange={set('region')}
        error={error('region')}
      />
      <Field label="Country" error={error('country')}>
        {(control) => (
          <select
            {...control}
            className={`select w-full ${error('country') ? 'select-error' : ''}`}
            autoComplete="country"
            value={value.country ?? ''}
            onChange={set('country')}
          >
            <option value="">Choose a country</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
};

/** An address as one line for lists. */
export const addressLine = (address: {
  line1: string;
  line2?: string | undefined;
  city: string;
  postalCode: string;
  region?: string | undefined;
  country: string;
}) =>
  [address.line1, address.line2, `${address.postalCode} ${address.city}`, address.region, address.country]
    .filter(Boolean)
    .join(', ');
