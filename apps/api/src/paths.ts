import { fileURLToPath } from 'node:url';

// This module sits at the same depth in src/ (run by tsx) and in dist/ (the bundle), so one set of
// relative URLs finds the files in both; build.mjs copies the non-code folders into dist/.
const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const paths = {
  migrations: at('./db/migrations'),
  pgliteInit: at('./db/pglite-init.mjs'),
  pgliteWorker: at('./db/pglite-worker.mjs'),
  seedImages: at('./db/seed/images'),
  webDist: at('../../web/dist'),
};
