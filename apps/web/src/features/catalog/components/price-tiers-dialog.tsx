import { PriceTiersSchema, productMessages } from '@ironvolt/shared/admin';
import type { Product } from '@ironvolt/shared/catalog';
import { formatDollars } from '@ironvolt/shared/money';
import { priceTiersProblem } from '@ironvolt/shared/price-tiers';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { FormDialog } from '@/components/ui/form-dialog';
import { useUpdateProduct } from '@/features/catalog/api/update-product';
import {
  PriceTiersEditor,
  type TierDraft,
  tierDrafts,
  tierErrorKey,
  tiersOf,
} from '@/features/catalog/components/price-tiers-editor';
import { ApiError } from '@/lib/api-client';

/**
 * Manage Products' "Volume prices" for one product: its tiers edited as a whole and saved with PATCH
 * /product/:id. The shared rule is checked before sending; the server's refusal lands on the field it names.
 */
export const PriceTiersDialog = ({ product, onClose }: { product: Product | null; onClose: () => void }) => {
  const update = useUpdateProduct();
  const [tiers, setTiers] = useState<TierDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!product) return;
    const priceTiers = tiersOf(tiers);
    // Each tier a number as any price and amount (the schema), then how the tiers fit the product.
    const parsed = PriceTiersSchema.safeParse(priceTiers);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    const fit = issue ? undefined : priceTiersProblem(product, priceTiers);
    const refused = issue
      ? { key: tierErrorKey(['priceTiers', ...issue.path]) ?? 'list', message: issue.message }
      : fit
        ? { key: `${fit.index}.${fit.field}`, message: fit.message }
        : undefined;
    if (refused) {
      setErrors({ [refused.key]: refused.message });
      document.getElementById(`tiers-${product._id}-tier-${refused.key.replace('.', '-')}`)?.focus();
      return;
    }
    setErrors({});
    update.mutate(
      { id: product._id, body: { priceTiers } },
      {
        onSuccess: () => {
          toast.success(productMessages.updated);
          onClose();
        },
        onError: (error) => {
          const key = error instanceof ApiError ? tierErrorKey(error.field?.split('.') ?? []) : undefined;
          setErrors({ [key ?? 'list']: error.message });
        },
      },
    );
  };

  return (
    <FormDialog
      open={product !== null}
      onOpen={() => {
        setTiers(tierDrafts(product?.priceTiers ?? []));
        setErrors({});
      }}
      onClose={onClose}
      title={`Volume prices: ${product?.name ?? ''}`}
      busy={update.isPending}
      submitLabel="Save volume prices"
      onSubmit={submit}
    >
      {product ? (
        <p className="text-sm">
          {formatDollars(product.price)} per piece from the minimum order of {product.minOrder} pieces.
        </p>
      ) : null}
      <PriceTiersEditor
        idPrefix={`tiers-${product?._id ?? ''}`}
        tiers={tiers}
        onChange={setTiers}
        errors={errors}
      />
    </FormDialog>
  );
};
