// http.ts without zod: its limits, messages and rules. The storefront's first load imports them from
// here, so zod stays out of it; `./http.ts` re-exports them beside its schemas.

export const DEFAULT_SHOP_NAME = 'Ironvolt Tools';

export const httpMessages = {
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large (at most 1 MB)',
  internal: 'Something went wrong on our side. Please try again.',
  nulCharacter: (field: string) => `${field} must not contain the character U+0000`,
  metricsToken: 'The metrics need the header Authorization: Bearer <METRICS_TOKEN>',
} as const;
