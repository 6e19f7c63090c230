// @ts-check
// Starts invoice-pdf-worker.ts from the sources (tsx, Vitest) in the PDF thread, as pglite-worker-source.mjs does
// for the database's: a thread does not inherit the TypeScript loader. The built server runs the bundle instead.
import { register } from 'tsx/esm/api';

register();
await import('./invoice-pdf-worker.ts');
