import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog-browsing';
import type { ErrorResponse } from '@ironvolt/shared/http';
import { httpMessages } from '@ironvolt/shared/http-constants';
import type { z } from 'zod';
import { env } from '@/config/env';
import { getAccessToken, handleUnauthorized } from '@/lib/auth';

/** An API refusal or failure, carrying the server's `message` (and `field` when it names one). */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(message: string, status: number, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}

/** The one place that decides request headers: the bearer token goes with every call that has one. */
const authHeaders = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An API answer that moved for good (a tool's old address): only the server's transport hands one back, since a
 * browser's fetch follows it. `location` is the API's new path, under `/api`.
 */
export class ApiMoved extends Error {
  readonly location: string;

  constructor(location: string) {
    super(`moved to ${location}`);
    this.name = 'ApiMoved';
    this.location = location;
  }
}

/**
 * How a call reaches the API: `path` is the API's own (`/products?page=2`), `init` fetch's. The browser fetches
 * over HTTP; the server, rendering a page, reads from the API in its own process (entry-server.tsx).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(`${env.API_URL}${path}`, init);

/** The server's rendering sets its own transport once, before any page is rendered. */
export const setApiTransport = (next: ApiTransport): void => {
  transport = next;
};

type RequestOptions<T> = {
  /**
   * Parses the JSON answer; the response type follows from the schema. Without one the answer is taken as the
   * caller's type: the storefront does so (the shell, home, the catalogue, a product's purchase page), because a
   * schema there would put zod into the download of every visitor, and the API's response schema already lets
   * only that shape out. Forms, the dashboard and payment parse, in their own chunks.
   */
  schema?: z.ZodType<T>;
  /** JSON, FormData for a multipart upload, or a Blob sent as it is with its own type (a CSV file). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A token to send instead of the stored one: for a token not stored yet (registration's name upsert) or
   * no longer stored (logout). A 401 to such a call does not sign anybody out.
   */
  token?: string;
};

// ErrorResponseSchema's shape, checked by hand: every page needs it, zod only some.
const isErrorResponse = (value: unknown): value is ErrorResponse => {
  if (typeof value !== 'object' || value === null) return false;
  const { message, field } = value as Record<string, unknown>;
  return typeof message === 'string' && (field === undefined || typeof field === 'string');
};

const readError = async (response: Response): Promise<ApiError> => {
  const payload: unknown = await response.json().catch(() => null);
  if (isErrorResponse(payload)) return new ApiError(payload.message, response.status, payload.field);
  return new ApiError(
    response.status >= 500 ? httpMessages.internal : response.statusText || httpMessages.internal,
    response.status,
  );
};

type SendOptions = Omit<RequestOptions<unknown>, 'schema'>;

/**
 * The one fetch of the app: bearer token, JSON or multipart body, and every refusal turned into an ApiError with
 * the server's message (a 401 to the stored token signs the user out). Answers the successful Response.
 */
const send = async (method: Method, path: string, options: SendOptions): Promise<Response> => {
  const token = options.token ?? getAccessToken();
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders(token) };
  const multipart = options.body instanceof FormData;
  const file = options.body instanceof Blob;
  if (file) headers['content-type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart || file
            ? (options.body as FormData | Blob)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(httpMessages.internal, 0);
  }

  if (response.status === 301 || response.status === 308) {
    throw new ApiMoved(response.headers.get('location') ?? '');
  }
  if (!response.ok) {
    const error = await readError(response);
    // Abandoned while its answer was read (e.g. the page that asked went away): the reading failed, not the
    // server; whoever asks again gets the real answer.
    if (options.signal?.aborted) throw new DOMException('The request was abandoned', 'AbortError');
    // The server no longer accepts the stored token (expired, logged out elsewhere, user gone): sign out.
    if (response.status === 401 && token && options.token === undefined)
      handleUnauthorized(token, error.message);
    throw error;
  }
  return response;
};

/** Parses a JSON answer with its schema: a shape we do not understand is the server's fault, never shown. */
const parse = async <T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> => {
  const payload: unknown = response.status === 204 ? null : await response.json();
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(httpMessages.internal, response.status);
  return parsed.data;
};

const request = async <T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> =>
  parse(await send(method, path, options), options.schema);

/** One page of a list and the total across pages, from the X-Total-Count header. */
export type Page<T> = { items: T[]; total: number };

/** The one typed client for the API under `env.API_URL` (same origin `/api` by default). */
export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => request('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request('PUT', path, options),
  patch: <T>(path: string, options: RequestOptions<T>) => request('PATCH', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request('DELETE', path, options),
  /** GET of a paged list: its items and the total across pages. */
  getPage: async <T>(path: string, options: RequestOptions<T[]>): Promise<Page<T>> => {
    const response = await send('GET', path, options);
    const items = await parse(response, options.schema);
    const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
    return { items, total: Number.isFinite(total) ? total : items.length };
  },
  /** GET of a file (e.g. the CSV export), with the name the server gave it. */
  getFile: async (path: string): Promise<{ blob: Blob; filename: string | undefined }> => {
    const response = await send('GET', path, {});
    const disposition = response.headers.get('content-disposition') ?? '';
    return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] };
  },
};
