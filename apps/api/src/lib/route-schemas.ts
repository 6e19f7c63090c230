import { ErrorResponseSchema } from '@ironvolt/shared/http';

/** The response schemas of a route's refusals: each listed status answers `{ message, field? }`. */
export function refusals<const S extends number>(...statuses: S[]): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}

/** OpenAPI: the route takes the bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];
/** OpenAPI: anyone may call the route; no token is asked for. */
export const noAuth: [] = [];
