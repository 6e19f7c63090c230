// Bundles the API into dist/server.js with packages/shared inlined; npm dependencies stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ironvolt/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'db/pglite-worker': 'src/db/pglite-worker.ts',
    'features/orders/invoice-pdf-worker': 'src/features/orders/invoice-pdf-worker.ts',
    'mail-templates/renderers': 'src/mail-templates/renderers.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
cpSync('src/db/functions', 'dist/db/functions', { recursive: true });
cpSync('src/db/pglite-init.mjs', 'dist/db/pglite-init.mjs');
cpSync('src/seed/images', 'dist/seed/images', { recursive: true });
