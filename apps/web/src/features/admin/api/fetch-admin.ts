import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog';
import { ErrorResponseSchema, httpMessages } from '@ironvolt/shared/http';
import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { getAccessToken, handleUnauthorized } from '@/lib/auth';

// The admin lists need a response header (X-Total-Count) and the CSV export a body that is not JSON; the one
// API client returns parsed JSON only, so these two reads go through this small fetch with the same rules.

const send = async (path: string, signal?: AbortSignal): Promise<Response> => {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(httpMessages.internal, 0);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const parsed = ErrorResponseSchema.safeParse(payload);
    const error = parsed.success
      ? new ApiError(parsed.data.message, response.status, parsed.data.field)
      : new ApiError(httpMessages.internal, response.status);
    if (response.status === 401 && token) handleUnauthorized(token, error.message);
    throw error;
  }
  return response;
};

export type Page<T> = { items: T[]; total: number };

/** A GET of a JSON list with its total across pages. */
export const getPage = async <T>(
  path: string,
  schema: z.ZodType<T[]>,
  signal?: AbortSignal,
): Promise<Page<T>> => {
  const response = await send(path, signal);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(httpMessages.internal, response.status);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { items: parsed.data, total: Number.isFinite(total) ? total : parsed.data.length };
};

/** A GET of a file, with the name the server gave it. */
export const getFile = async (path: string): Promise<{ blob: Blob; filename: string | undefined }> => {
  const response = await send(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), filename };
};
