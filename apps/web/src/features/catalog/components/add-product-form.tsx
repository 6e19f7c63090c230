import { AddProductBodySchema, productMessages } from '@ironvolt/shared/admin';
import { UPLOAD_MAX_BYTES, uploadMessages, uploadTypes } from '@ironvolt/shared/uploads';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { useAddProduct } from '@/features/catalog/api/add-product';
import { useUploadImage } from '@/features/uploads/api/upload-image';
import { ApiError } from '@/lib/api-client';

type Values = {
  name: string;
  model: string;
  quantity: string;
  description: string;
  price: string;
  minOrder: string;
  image: FileList | null;
};

const empty: Values = {
  name: '',
  model: '',
  quantity: '',
  description: '',
  price: '',
  minOrder: '',
  image: null,
};

const fields = ['name', 'model', 'quantity', 'description', 'price', 'minOrder', 'image'] as const;
const isField = (name: string | undefined): name is FieldPath<Values> =>
  (fields as readonly string[]).includes(name ?? '');

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The image rule the server applies, checked before the upload so that a wrong file fails fast. */
const imageError = (files: FileList | null): string | undefined => {
  const file = files?.[0];
  if (!file) return productMessages.imageRequired;
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooBig;
  if (file.type && !(uploadTypes as readonly string[]).includes(file.type)) return uploadMessages.wrongType;
  return undefined;
};

/** SPEC's add-product form: the image is uploaded first, then POST /addProduct; 'One Item added' and reset. */
export const AddProductForm = () => {
  const upload = useUploadImage();
  const add = useAddProduct();
  const [fileKey, setFileKey] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({ defaultValues: empty });

  const busy = upload.isPending || add.isPending;

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    // The shared schema's rules, with a placeholder for the image that is not uploaded yet.
    const checked = AddProductBodySchema.safeParse({
      name: values.name,
      model: values.model,
      description: values.description,
      price: toNumber(values.price),
      quantity: toNumber(values.quantity),
      minOrder: toNumber(values.minOrder),
      image: 'pending',
    });
    const fileProblem = imageError(values.image);
    let firstBad: FieldPath<Values> | undefined;
    const seen = new Set<string>();
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (isField(field) && !seen.has(field)) {
          seen.add(field);
          setError(field, { message: issue.message });
          firstBad ??= field;
        }
      }
    }
    if (fileProblem) {
      setError('image', { message: fileProblem });
      firstBad ??= 'image';
    }
    if (!checked.success || fileProblem) {
      if (firstBad) document.getElementById(`product-${firstBad}`)?.focus();
      return;
    }
    const file = values.image?.[0];
    if (!file) return;
    let uploaded = false;
    try {
      const image = await upload.mutateAsync(file);
      uploaded = true;
      await add.mutateAsync({ ...checked.data, image });
      toast.success(productMessages.added);
      reset(empty);
      setFileKey((key) => key + 1);
    } catch (error) {
      if (error instanceof ApiError && isField(error.field)) {
        setError(error.field, { message: error.message });
        document.getElementById(`product-${error.field}`)?.focus();
      } else if (error instanceof ApiError && !uploaded) {
        setError('image', { message: error.message });
      } else {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="New product"
      className="grid gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      <TextField
        id="product-name"
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="product-model"
        label="Model"
        autoComplete="off"
        error={errors.model?.message}
        {...register('model')}
      />
      <TextField
        id="product-price"
        label="Price (dollars per piece)"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        error={errors.price?.message}
        {...register('price')}
      />
      <TextField
        id="product-quantity"
        label="Quantity (pieces in stock)"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        error={errors.quantity?.message}
        {...register('quantity')}
      />
      <TextField
        id="product-minOrder"
        label="Minimum order (pieces)"
        type="number"
        inputMode="numeric"
        min="1"
        step="1"
        error={errors.minOrder?.message}
        {...register('minOrder')}
      />
      <Field
        id="product-image"
        label="Image"
        error={errors.image?.message}
        hint="JPEG, PNG, WebP or GIF, up to 5 MB."
      >
        {(control) => (
          <input
            key={fileKey}
            type="file"
            accept={uploadTypes.join(',')}
            className={`file-input w-full ${errors.image ? 'file-input-error' : ''}`}
            {...control}
            {...register('image')}
          />
        )}
      </Field>
      <Field
        id="product-description"
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            rows={4}
            className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
            {...control}
            {...register('description')}
          />
        )}
      </Field>
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" className="btn btn-primary min-w-40 gap-2" disabled={busy}>
          {busy ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Icon name="package-plus" className="size-4" />
          )}
          {upload.isPending ? 'Uploading image…' : add.isPending ? 'Adding…' : 'Add product'}
        </button>
      </div>
    </form>
  );
};
