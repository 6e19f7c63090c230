// @ts-check
// Starts pglite-worker.ts from the sources (tsx, Vitest), in the worker thread: a thread does not inherit the
// TypeScript loader of the thread that started it. The built server runs dist/db/pglite-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
