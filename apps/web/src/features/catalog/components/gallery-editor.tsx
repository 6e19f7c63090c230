import { PRODUCT_IMAGES_MAX } from '@ironvolt/shared/catalog-constants';
import { thumbnailOf } from '@ironvolt/shared/image-sources';
import { uploadTypes } from '@ironvolt/shared/uploads';
import { useEffect, useState } from 'react';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { focusAfterRender, moved } from '@/features/catalog/utils/list-editing';
import { uploadFileProblem, useUploadImage } from '@/lib/upload-image';

type GalleryEditorProps = {
  idPrefix: string;
  /** Uploaded image URLs, in the order the tool page shows them. */
  images: string[];
  /** Given how the list changes, not the list: an upload that ends later applies to the list as it is then. */
  onChange: (update: (images: string[]) => string[]) => void;
  /** Told when uploads start and end, so that the form does not save (or reset) with one still on its way. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Refusals by listErrorKey('images', …): `<index>` or `list`. */
  errors: Record<string, string>;
  /** How many images come before these (Add Product's main image): counts against the limit and the numbering. */
  before?: number;
  legend: string;
  hint: string;
};

/**
 * The admin's gallery: each image with Up, Down and Remove, and a file field that uploads more through the usual
 * upload (POST /upload), one after the other, each added as it arrives. Where the main image is part of the list
 * (Manage Products), the first is marked as it; the storefront's cards show it.
 */
export const GalleryEditor = ({
  idPrefix,
  images,
  onChange,
  onUploadingChange,
  errors,
  before = 0,
  legend,
  hint,
}: GalleryEditorProps) => {
  const upload = useUploadImage();
  const [uploadError, setUploadError] = useState<string>();
  const [fileKey, setFileKey] = useState(0);
  const room = PRODUCT_IMAGES_MAX - before - images.length;
  const uploading = upload.isPending;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const move = (index: number, to: number, button: 'up' | 'down') => {
    onChange((list) => moved(list, index, to));
    const atEnd = (button === 'up' && to === 0) || (button === 'down' && to === images.length - 1);
    focusAfterRender(`${idPrefix}-image-${to}-${atEnd ? (button === 'up' ? 'down' : 'up') : button}`);
  };
  const remove = (index: number) => {
    onChange((list) => list.filter((_, i) => i !== index));
    focusAfterRender(
      images.length > 1
        ? `${idPrefix}-image-${Math.min(index, images.length - 2)}-remove`
        : `${idPrefix}-images-add`,
    );
  };

  const add = async (files: File[]) => {
    setUploadError(undefined);
    try {
      for (const file of files.slice(0, Math.max(0, room))) {
        const problem = uploadFileProblem(file);
        if (problem) {
          setUploadError(`${file.name}: ${problem}`);
          break;
        }
        const url = await upload.mutateAsync(file);
        onChange((list) => [...list, url]);
      }
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setFileKey((key) => key + 1);
    }
  };

  const listError = uploadError ?? errors.list;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <p className="text-base-content/75 text-sm">{hint}</p>
      {images.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {images.map((image, index) => {
            const n = before + index + 1;
            const main = before === 0 && index === 0;
            return (
              <li
                key={image}
                className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 p-2"
              >
                <img
                  src={thumbnailOf(image)}
                  alt=""
                  width={64}
                  height={48}
                  className="aspect-[4/3] w-16 shrink-0 rounded-field bg-base-200 object-cover"
                />
                <span className="font-medium text-sm">
                  Image {n}
                  {main ? <span className="badge badge-primary badge-sm ml-2">Main image</span> : null}
                </span>
                <span className="ml-auto flex flex-wrap gap-1">
                  <button
                    id={`${idPrefix}-image-${index}-up`}
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={index === 0 || uploading}
                    aria-label={`Move image ${n} up`}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    Up
                  </button>
                  <button
                    id={`${idPrefix}-image-${index}-down`}
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={index === images.length - 1 || uploading}
                    aria-label={`Move image ${n} down`}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    Down
                  </button>
                  <button
                    id={`${idPrefix}-image-${index}-remove`}
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={uploading}
                    onClick={() => remove(index)}
                  >
                    Remove<span className="sr-only"> image {n}</span>
                  </button>
                </span>
                {errors[String(index)] ? (
                  <p className="basis-full font-medium text-error text-sm">{errors[String(index)]}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-images-add`} className="font-medium text-sm">
          Add pictures
        </label>
        <FileDropZone
          key={fileKey}
          id={`${idPrefix}-images-add`}
          multiple
          accept={uploadTypes.join(',')}
          disabled={uploading || room <= 0}
          aria-describedby={`${idPrefix}-images-hint`}
          onChange={(event) => void add([...(event.target.files ?? [])])}
        />
        <p id={`${idPrefix}-images-hint`} className="text-base-content/75 text-sm">
          {uploading
            ? 'Uploading…'
            : `JPEG, PNG, WebP or GIF, up to 5 MB each; ${PRODUCT_IMAGES_MAX} images at most.`}
        </p>
      </div>
      {listError ? (
        <p role="alert" className="text-error text-sm">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
};
