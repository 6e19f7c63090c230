// The only module that reads import.meta.env; everything else imports `env`. Vite writes these values into the
// build, so there is nothing to parse at run time beyond a default (and zod stays out of the first download).
export const env = {
  /** Base URL of the API: the same-origin `/api` unless VITE_API_URL says otherwise. */
  API_URL: import.meta.env.VITE_API_URL || '/api',
  MODE: import.meta.env.MODE,
  DEV: import.meta.env.DEV,
  /** True in the server's build (entry-server.tsx), where pages are rendered with their data for the first load. */
  SSR: import.meta.env.SSR,
} as const;
