import { AddProductBodySchema, productMessages } from '@ironvolt/shared/admin';
import type { ProductAttribute } from '@ironvolt/shared/catalog';
import { DEFAULT_CATEGORY_SLUG } from '@ironvolt/shared/catalog-constants';
import { uploadTypes } from '@ironvolt/shared/uploads';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { useAddProduct } from '@/features/catalog/api/add-product';
import { useCategories } from '@/features/catalog/api/categories';
import { AttributesEditor } from '@/features/catalog/components/attributes-editor';
import { GalleryEditor } from '@/features/catalog/components/gallery-editor';
import {
  PriceTiersEditor,
  type TierDraft,
  tierErrorKey,
  tiersOf,
} from '@/features/catalog/components/price-tiers-editor';
import { listErrorKey } from '@/features/catalog/utils/list-editing';
import { ApiError } from '@/lib/api-client';
import { uploadFileProblem, useUploadImage } from '@/lib/upload-image';

type Values = {
  name: string;
  model: string;
  quantity: string;
  description: string;
  price: string;
  minOrder: string;
  weightKg: string;
  category: string;
  image: FileList | null;
};

const empty: Values = {
  name: '',
  model: '',
  quantity: '',
  description: '',
  price: '',
  minOrder: '',
  weightKg: '',
  category: DEFAULT_CATEGORY_SLUG,
  image: null,
};

const fields = [
  'name',
  'model',
  'quantity',
  'description',
  'price',
  'minOrder',
  'weightKg',
  'category',
  'image',
] as const;
const isField = (name: string | undefined): name is FieldPath<Values> =>
  (fields as readonly string[]).includes(name ?? '');

/** Where a refusal of `images.<i>` belongs: the main image (0) is the Image field, the rest are the gallery's. */
const galleryKey = (path: readonly PropertyKey[]): string | undefined => {
  const key = listErrorKey('images', path);
  if (key === undefined || key === 'list') return key;
  return Number(key) === 0 ? undefined : String(Number(key) - 1);
};

/** The input a specification's refusal (`<row>.<field>`, or the whole list) belongs to. */
const attributeFieldId = (key: string) =>
  key === 'list' ? 'product-attribute-add' : `product-attribute-${key.replace('.', '-')}`;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The image rule the server applies, checked before the upload so that a wrong file fails fast. */
const imageError = (files: FileList | null): string | undefined => {
  const file = files?.[0];
  return file ? uploadFileProblem(file) : productMessages.imageRequired;
};

/** SPEC's add-product form: the image is uploaded first, then POST /addProduct; 'One Item added' and reset. */
export const AddProductForm = () => {
  const upload = useUploadImage();
  const add = useAddProduct();
  const [fileKey, setFileKey] = useState(0);
  const [tiers, setTiers] = useState<TierDraft[]>([]);
  const [tierErrors, setTierErrors] = useState<Record<string, string>>({});
  const [attributes, setAttributes] = useState<ProductAttribute[]>([]);
  const [attributeErrors, setAttributeErrors] = useState<Record<string, string>>({});
  // The images after the main one (SPEC's Image field), uploaded as they are chosen.
  const [gallery, setGallery] = useState<string[]>([]);
  const [galleryErrors, setGalleryErrors] = useState<Record<string, string>>({});
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<Values>({ defaultValues: empty });
  const chosenImage = watch('image');

  const { data: categories } = useCategories();
  const [galleryUploading, setGalleryUploading] = useState(false);
  const busy = upload.isPending || add.isPending || galleryUploading;

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    setTierErrors({});
    setAttributeErrors({});
    setGalleryErrors({});
    // The shared schema's rules, with a placeholder for the image that is not uploaded yet.
    const checked = AddProductBodySchema.safeParse({
      name: values.name,
      model: values.model,
      description: values.description,
      price: toNumber(values.price),
      quantity: toNumber(values.quantity),
      minOrder: toNumber(values.minOrder),
      // Left empty, the tool weighs 0 (ships at its zone's first bracket).
      ...(values.weightKg.trim() === '' ? {} : { weightKg: toNumber(values.weightKg) }),
      image: 'pending',
      images: ['pending', ...gallery],
      priceTiers: tiersOf(tiers),
      category: values.category,
      attributes,
    });
    const fileProblem = imageError(values.image);
    let firstBad: FieldPath<Values> | undefined;
    const seen = new Set<string>();
    let firstBadTier: string | undefined;
    let firstBadList: string | undefined;
    if (!checked.success) {
      const refusedTiers: Record<string, string> = {};
      const refusedAttributes: Record<string, string> = {};
      const refusedImages: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const tierKey = tierErrorKey(issue.path);
        if (tierKey) {
          refusedTiers[tierKey] ??= issue.message;
          firstBadTier ??= tierKey;
        }
        const attributeKey = listErrorKey('attributes', issue.path);
        if (attributeKey) {
          refusedAttributes[attributeKey] ??= issue.message;
          firstBadList ??= attributeFieldId(attributeKey);
        }
        const imageKey = galleryKey(issue.path);
        if (imageKey) {
          refusedImages[imageKey] ??= issue.message;
          firstBadList ??= 'product-images-add';
        }
        const field = String(issue.path[0] ?? '');
        if (isField(field) && !seen.has(field)) {
          seen.add(field);
          setError(field, { message: issue.message });
          firstBad ??= field;
        }
      }
      setTierErrors(refusedTiers);
      setAttributeErrors(refusedAttributes);
      setGalleryErrors(refusedImages);
    }
    if (fileProblem) {
      setError('image', { message: fileProblem });
      firstBad ??= 'image';
    }
    if (!checked.success || fileProblem) {
      const tierInput = firstBadTier?.replace('.', '-');
      if (firstBad) document.getElementById(`product-${firstBad}`)?.focus();
      else if (tierInput) document.getElementById(`product-tier-${tierInput}`)?.focus();
      else if (firstBadList) document.getElementById(firstBadList)?.focus();
      return;
    }
    const file = values.image?.[0];
    if (!file) return;
    let uploaded = false;
    try {
      const image = await upload.mutateAsync(file);
      uploaded = true;
      await add.mutateAsync({ ...checked.data, image, images: [image, ...gallery] });
      toast.success(productMessages.added);
      reset(empty);
      setTiers([]);
      setAttributes([]);
      setGallery([]);
      setFileKey((key) => key + 1);
    } catch (error) {
      const path = error instanceof ApiError ? (error.field?.split('.') ?? []) : [];
      const tierKey = tierErrorKey(path);
      const attributeKey = listErrorKey('attributes', path);
      const imageKey = galleryKey(path);
      if (attributeKey) {
        setAttributeErrors({ [attributeKey]: (error as ApiError).message });
        document.getElementById(attributeFieldId(attributeKey))?.focus();
      } else if (imageKey) {
        setGalleryErrors({ [imageKey]: (error as ApiError).message });
        document.getElementById('product-images-add')?.focus();
      } else if (tierKey) {
        setTierErrors({ [tierKey]: (error as ApiError).message });
        document.getElementById(`product-tier-${tierKey.replace('.', '-')}`)?.focus();
      } else if (error instanceof ApiError && isField(error.field)) {
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
      <Field id="product-category" label="Category" error={errors.category?.message}>
        {(control) => (
          <select {...control} className="select w-full" {...register('category')}>
            {(categories ?? [{ slug: DEFAULT_CATEGORY_SLUG, name: 'Uncategorised' }]).map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
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
      <TextField
        id="product-weightKg"
        label="Shipping weight in kg (optional)"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.001"
        error={errors.weightKg?.message}
        {...register('weightKg')}
      />
      <Field
        id="product-image"
        label="Image"
        error={errors.image?.message}
        hint="JPEG, PNG, WebP or GIF, up to 5 MB."
      >
        {(control) => (
          <FileDropZone
            key={fileKey}
            accept={uploadTypes.join(',')}
            invalid={Boolean(errors.image)}
            preview={chosenImage}
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
      <div className="sm:col-span-2">
        <PriceTiersEditor idPrefix="product" tiers={tiers} onChange={setTiers} errors={tierErrors} />
      </div>
      <div className="sm:col-span-2">
        <AttributesEditor
          idPrefix="product"
          attributes={attributes}
          onChange={setAttributes}
          errors={attributeErrors}
        />
      </div>
      <div className="sm:col-span-2">
        <GalleryEditor
          idPrefix="product"
          images={gallery}
          onChange={setGallery}
          onUploadingChange={setGalleryUploading}
          errors={galleryErrors}
          before={1}
          legend="More images (optional)"
          hint="Shown after the main image (the Image above) in the gallery of the tool's page."
        />
      </div>
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
