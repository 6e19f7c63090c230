import { productMessages, UpdateProductBodySchema } from '@ironvolt/shared/admin';
import type { Product, ProductAttribute } from '@ironvolt/shared/catalog';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link } from 'react-router';
import { FormDialog } from '@/components/ui/form-dialog';
import { paths } from '@/config/paths';
import { useUpdateProduct } from '@/features/catalog/api/update-product';
import { AttributesEditor } from '@/features/catalog/components/attributes-editor';
import { GalleryEditor } from '@/features/catalog/components/gallery-editor';
import { listErrorKey } from '@/features/catalog/utils/list-editing';
import { ApiError } from '@/lib/api-client';

type Errors = { attributes: Record<string, string>; images: Record<string, string> };
const noErrors: Errors = { attributes: {}, images: {} };

/** The refusals of a zod issue list or an API refusal, by list and row. */
const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors => {
  const errors: Errors = { attributes: {}, images: {} };
  for (const { path, message } of issues) {
    const attribute = listErrorKey('attributes', path);
    if (attribute) errors.attributes[attribute] ??= message;
    const image = listErrorKey('images', path);
    if (image) errors.images[image] ??= message;
  }
  return errors;
};

/**
 * Manage Products' "Tool page" for one product: its specification table and its gallery (the first image is the
 * main one), edited as a whole and saved with PATCH /product/:id. The shared rules are checked before sending;
 * the server's refusal lands on the row it names.
 */
export const ToolPageDialog = ({ product, onClose }: { product: Product | null; onClose: () => void }) => {
  const update = useUpdateProduct();
  const [attributes, setAttributes] = useState<ProductAttribute[]>([]);
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [uploading, setUploading] = useState(false);
  const busy = update.isPending || uploading;

  const prefix = `tool-${product?._id ?? ''}`;
  const focusFirst = (found: Errors) => {
    const [attribute] = Object.keys(found.attributes);
    const id =
      attribute === undefined
        ? `${prefix}-images-add`
        : attribute === 'list'
          ? `${prefix}-attribute-add`
          : `${prefix}-attribute-${attribute.replace('.', '-')}`;
    document.getElementById(id)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!product) return;
    // The body as it is sent, checked by the rules the API applies to it.
    const issues = UpdateProductBodySchema.safeParse({ attributes, images }).error?.issues ?? [];
    if (issues.length > 0) {
      const found = errorsOf(issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors(noErrors);
    update.mutate(
      { id: product._id, body: { attributes, images } },
      {
        onSuccess: () => {
          toast.success(productMessages.updated);
          onClose();
        },
        onError: (error) => {
          const path = error instanceof ApiError ? (error.field?.split('.') ?? []) : [];
          const found = errorsOf([{ path, message: error.message }]);
          if (Object.keys(found.attributes).length + Object.keys(found.images).length === 0)
            found.images.list = error.message;
          setErrors(found);
          focusFirst(found);
        },
      },
    );
  };

  return (
    <FormDialog
      open={product !== null}
      onOpen={() => {
        setAttributes(product?.attributes ?? []);
        setImages(product?.images ?? []);
        setErrors(noErrors);
      }}
      onClose={onClose}
      title={`Tool page: ${product?.name ?? ''}`}
      subtitle={
        product ? (
          <p className="mt-1 text-sm">
            <Link to={paths.tool.getHref(product.slug)} className="link link-primary" target="_blank">
              Open the tool's page<span className="sr-only"> in a new tab</span>
            </Link>
          </p>
        ) : null
      }
      busy={busy}
      submitLabel="Save tool page"
      onSubmit={submit}
      wide
    >
      <AttributesEditor
        idPrefix={prefix}
        attributes={attributes}
        onChange={setAttributes}
        errors={errors.attributes}
      />
      <GalleryEditor
        idPrefix={prefix}
        images={images}
        onChange={setImages}
        onUploadingChange={setUploading}
        errors={errors.images}
        legend="Images"
        hint="The first is the main image: the catalogue's cards show it, and the tool's page shows it first."
      />
    </FormDialog>
  );
};
