import { quickOrderMessages } from '@ironvolt/shared/quick-order';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.ts';

/** Room for QUICK_ORDER_MAX_CHARS characters of any script in UTF-8, and JSON's quoting. */
const QUICK_ORDER_MAX_BYTES = 512 * 1024;

/** A `text/csv` body read as `{ text }`: UTF-8 or 400, so the route checks one shape. */
export const quickOrderCsv = {
  options: { parseAs: 'buffer' as const, bodyLimit: QUICK_ORDER_MAX_BYTES },
  parse: (
    _request: FastifyRequest,
    body: Buffer | string,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(
        typeof body === 'string' ? Buffer.from(body) : body,
      );
      done(null, { text });
    } catch {
      done(badRequest(quickOrderMessages.notUtf8));
    }
  },
};

/**
 * A file's byte-order mark taken off the text before the check that refuses hidden characters in any body sees it:
 * a spreadsheet's "CSV UTF-8" export starts with one.
 */
export async function withoutByteOrderMark(request: FastifyRequest): Promise<void> {
  const body = request.body as { text?: unknown } | undefined;
  if (body && typeof body.text === 'string') body.text = body.text.replace(/^\uFEFF/, '');
}
