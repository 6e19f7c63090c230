import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Icon } from '@/components/ui/icon';
import { downloadFile } from '@/lib/download';

type DownloadButtonProps = {
  /** The API path of the file (GET, through the one API client: the token goes with it). */
  path: string;
  /** The file's name when the answer names none. */
  fileName: string;
  /** The button's words; a visually hidden part may tell several such buttons apart. */
  children: ReactNode;
};

/** A document or export saved as a file: busy while it downloads, a refusal told in a toast. */
export const DownloadButton = ({ path, fileName, children }: DownloadButtonProps) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm gap-1.5"
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      ) : (
        <Icon name="clipboard" className="size-4" />
      )}
      {children}
    </button>
  );
};
