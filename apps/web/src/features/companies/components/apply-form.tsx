import type { AddressInput } from '@ironvolt/shared/address';
import { CompanyApplyBodySchema, companyMessages } from '@ironvolt/shared/companies';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { TextField } from '@/components/ui/form/text-field';
import { useApplyForCompany } from '@/features/companies/api/apply-for-company';
import { AddressFields, emptyAddress } from './address-fields';
import { errorsOf } from './form-errors';

/** The application for a trade account: company name, tax ID, billing address and phone. */
export const ApplyForm = () => {
  const apply = useApplyForCompany();
  const [name, setName] = useState('');
  const [taxId, setTaxId] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState<AddressInput>(emptyAddress);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = CompanyApplyBodySchema.safeParse({
      name,
      ...(taxId.trim() ? { taxId } : {}),
      address,
      phone,
    });
    setErrors(errorsOf(parsed.error));
    if (!parsed.success) return;
    apply.mutate(parsed.data, {
      onSuccess: () => toast.success(companyMessages.applied),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <TextField
        label="Company name"
        autoComplete="organization"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextField
        label="Tax ID (optional)"
        value={taxId}
        onChange={(e) => setTaxId(e.target.value)}
        error={errors.taxId}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
      />
      <AddressFields legend="Billing address" value={address} onChange={setAddress} errors={errors} />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={apply.isPending}
        aria-busy={apply.isPending}
      >
        {apply.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        Apply for a trade account
      </button>
    </form>
  );
};
