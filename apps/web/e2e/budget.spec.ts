import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The JavaScript a visitor downloads up front for `/`: the index.html entry and its static imports, transitively
// (what Vite preloads), and any other script index.html loads (the route preloader). Lazily loaded chunks (each
// page, the toaster, Stripe, the charts) do not count. 130 kB = 130,000 bytes (decimal, as Vite prints sizes),
// gzipped one file at a time with node:zlib's default level.
const BUDGET_BYTES = 130_000;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files the entry loads up front, each once: the entry's chunk and every chunk it imports statically. */
const initialFiles = (manifest: Manifest, entry: string): string[] => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files];
};

test('the JavaScript that / loads up front stays within 130 kB gzipped', () => {
  test.skip(test.info().project.name !== 'desktop', 'reads the build, not a page: one project is enough');
  const manifest: Manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const html = readFileSync(`${dist}index.html`, 'utf8');
  const scripts = [...html.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g)].map((match) => match[1] as string);
  const files = new Set([...initialFiles(manifest, 'index.html'), ...scripts]);
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(`${dist}${file}`)).length }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const table = sizes.map(({ file, gzip }) => `  ${file}: ${gzip} B`).join('\n');
  console.info(`initial JavaScript of /, gzipped: ${total} B of ${BUDGET_BYTES} B\n${table}`);
  expect(total, `initial JavaScript of /, gzipped (bytes)\n${table}`).toBeLessThanOrEqual(BUDGET_BYTES);
});
