import type { CompanyAddress } from '@ironvolt/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/form/field';
import { api } from '@/lib/api-client';

// Typed, not parsed: the cart page keeps zod out of its first load, as the cart's own fetchers do.
const getCompanyAddresses = ({ signal }: { signal?: AbortSignal }) =>
  api.get<CompanyAddress[]>('/my-company/addresses', { signal });

/**
 * A company address as the delivery address's text: its lines in a postal service's order, on one line separated
 * by commas, since an order's address may hold no line break (the server refuses control characters).
 */
export const companyAddressText = ({ address }: CompanyAddress): string =>
  [address.line1, address.line2, `${address.postalCode} ${address.city}`, address.region, address.country]
    .filter((line) => line?.trim())
    .join(', ');

/**
 * Checkout's choice of one of the member's company's shipping addresses (GET /my-company/addresses): choosing one
 * fills the delivery address, which stays editable and is what the server takes. Nothing while the company has none.
 */
export const CompanyAddressPicker = ({
  onPick,
  className,
}: {
  onPick: (address: string) => void;
  className?: string;
}) => {
  const addresses = useQuery({
    queryKey: ['companies', 'mine', 'addresses'],
    queryFn: ({ signal }) => getCompanyAddresses({ signal }),
  });
  const [chosen, setChosen] = useState('');
  if (!addresses.data?.length) return null;
  return (
    <Field
      label="Company address"
      hint="Fills the delivery address below; you can still change it."
      className={className}
    >
      {(control) => (
        <select
          {...control}
          className="select w-full"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            const picked = addresses.data.find((entry) => entry._id === event.target.value);
            if (picked) onPick(companyAddressText(picked));
          }}
        >
          <option value="">Choose one of your company's addresses</option>
          {addresses.data.map((entry) => (
            <option key={entry._id} value={entry._id}>
              {[entry.label, entry.address.line1, entry.address.city].filter(Boolean).join(', ')}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
};
