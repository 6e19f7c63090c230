import { useState } from 'react';
import { Icon } from '@/components/ui/icon';

// Processors' ids run to 27 characters or more ("pi_3Pq…"): the start says which processor, the end tells two
// apart; the whole id is one click away.
const HEAD = 8;
const TAIL = 4;

/** Shortens a long id for display: "pi_3PqAb…x9Zk". */
export const shortId = (id: string): string =>
  id.length <= HEAD + TAIL + 2 ? id : `${id.slice(0, HEAD)}…${id.slice(-TAIL)}`;

/** A payment's transaction id, shortened, with a button that copies the whole id. */
export const TransactionId = ({ id }: { id: string }) => {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, or the permission refused): the id is still shown in full on hover.
      setCopied('failed');
    }
  };
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <code className="truncate font-semibold" title={id}>
        {shortId(id)}
      </code>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square"
        aria-label={`Copy transaction id ${id}`}
        onClick={() => void copy()}
        onBlur={() => setCopied(null)}
      >
        <Icon name="clipboard" className="size-4" />
      </button>
      <span role="status" className="text-xs">
        {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  );
};
