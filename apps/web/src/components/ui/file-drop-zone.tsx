import { ImageUp } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';

type FileDropZoneProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  /** Files chosen and not sent yet: shown as pictures with their names. */
  preview?: readonly File[] | FileList | null;
  invalid?: boolean;
};

/** Pictures of files chosen, as object URLs given back when the files change or the box goes. */
const usePreviewUrls = (files: readonly File[]) => {
  const [urls, setUrls] = useState<{ url: string; name: string }[]>([]);
  // The files by what they are, not by the list's identity, which a caller may make anew on each render.
  const key = files.map((file) => `${file.name}:${file.size}:${file.lastModified}`).join('|');
  const latest = useRef(files);
  latest.current = files;
  useEffect(() => {
    if (key === '') {
      setUrls([]);
      return;
    }
    const made = latest.current.map((file) => ({ url: URL.createObjectURL(file), name: file.name }));
    setUrls(made);
    return () => {
      for (const { url } of made) URL.revokeObjectURL(url);
    };
  }, [key]);
  return urls;
};

/**
 * A file input drawn as a box to drop pictures on, with a preview of those chosen. The browser's own input lies
 * over the whole box, unseen: a click anywhere or a drop chooses files as the input does, and the keyboard reaches
 * and opens it as ever (its focus ring is drawn on the box). Its label and hint are the caller's, as for any field.
 */
export const FileDropZone = ({ preview, invalid = false, disabled, ...input }: FileDropZoneProps) => {
  const [over, setOver] = useState(false);
  const urls = usePreviewUrls(preview ? [...preview] : []);
  const border = over ? 'border-primary bg-primary/10' : invalid ? 'border-error' : 'border-base-content/30';
  return (
    <div
      className={`relative flex min-h-32 flex-col items-center justify-center gap-2 rounded-box border-2 border-dashed bg-base-200/60 p-4 text-center has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-primary has-[input:focus-visible]:outline-offset-2 ${border} ${disabled ? 'opacity-60' : 'hover:border-primary'}`}
    >
      {urls.length > 0 ? (
        <ul className="flex flex-wrap justify-center gap-2">
          {urls.map(({ url, name }) => (
            <li key={url} className="flex max-w-28 flex-col items-center gap-1">
              <img
                src={url}
                alt={`Preview of ${name}`}
                className="size-20 rounded-field bg-base-100 object-cover"
              />
              <span className="w-full truncate text-xs">{name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Glyph icon={ImageUp} className="size-8 text-base-content/70" />
      )}
      <p className="text-sm">
        <span className="font-semibold text-primary">
          {input.multiple ? 'Choose pictures' : urls.length > 0 ? 'Choose another' : 'Choose a picture'}
        </span>{' '}
        or drop {input.multiple ? 'them' : 'it'} here
      </p>
      <input
        {...input}
        type="file"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        className="absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onDragEnter={() => setOver(true)}
        onDragLeave={() => setOver(false)}
        onDrop={() => setOver(false)}
      />
    </div>
  );
};
