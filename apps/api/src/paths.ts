import { fileURLToPath } from 'node:url';

// This module sits at the same depth in src/ (run by tsx) and in dist/ (the bundle), so one set of
// relative URLs finds the files in both; build.mjs copies the non-code folders into dist/.
const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const fromSources = import.meta.url.endsWith('.ts');

export const paths = {
  migrations: at('./db/migrations'),
  /** Each SQL function's current text, applied after the migrations when it changes (db/functions.ts). */
  functions: at('./db/functions'),
  pgliteInit: at('./db/pglite-init.mjs'),
  /** The database's thread: built by build.mjs, or started from its TypeScript source. */
  pgliteWorker: at(fromSources ? './db/pglite-worker-source.mjs' : './db/pglite-worker.js'),
  /** The invoice and credit-note PDFs' thread (ADR 037), like the database's. */
  pdfWorker: at(
    fromSources
      ? './features/orders/invoice-pdf-worker-source.mjs'
      : './features/orders/invoice-pdf-worker.js',
  ),
  /** The mail templates, loaded with the first mail rendered: a bundle of their own when built. */
  mailRenderers: at(fromSources ? './mail-templates/renderers.ts' : './mail-templates/renderers.js'),
  seedImages: at('./seed/images'),
  webDist: at('../../web/dist'),
  /** The API's types for the web, written by `npm run api:types` (cli/api-types.ts). */
  apiTypes: at('../../web/src/generated/api-schema.d.ts'),
};
