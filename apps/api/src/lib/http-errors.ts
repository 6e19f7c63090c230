/** An error the client caused or may see: its status and message go out as they are. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Sent as Retry-After: when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  /** More of the answer beside `message` and `field`, for a refusal that names several things (a route's schema lists it). */
  readonly details?: Record<string, unknown>;
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unprocessable = (message: string, field?: string) => new HttpError(422, message, field);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
