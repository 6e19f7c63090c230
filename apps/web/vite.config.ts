import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { inlineThemeScript } from './plugins/inline-theme-script.ts';

// The API listens on 3000 in development; in production it serves this build from the same origin.
const apiTarget = 'http://127.0.0.1:3000';

// React Router's package points every bundler at its development build, warnings included (its issue 12532); the
// production build is the same code with them off, so the bundle drops them.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Every module the app's entry imports statically, at any depth: what every page loads first. Left to itself the
 * bundler puts each module that a lazily loaded page shares with the entry into a file of its own (30 files of
 * 0.2–2 KB for `/`), which gzip compresses one by one: 8 KB more than the same code in two files.
 */
const loadedWithEntry = (graph: ModuleGraph): Set<string> => {
  const found = new Set<string>();
  const visit = (id: string) => {
    // lucide-react's index names every icon (the bundler keeps those used): its icons are left to be placed by use.
    if (found.has(id) || id.includes('/node_modules/lucide-react/')) return;
    found.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(entryModule);
  return found;
};

// Two builds: the browser's (dist/), and the server's (`vite build --ssr src/entry-server.tsx`, dist/server/), which
// apps/api loads to render the storefront's pages.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineThemeScript(),
    // Brotli and gzip copies beside every text file of the browser's build, at their strongest settings: the API
    // serves them to browsers that accept them, so no request pays for compressing a file.
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(?:js|mjs|css|svg|txt|json|xml|webmanifest)$/,
            algorithms: ['brotliCompress', 'gzip'],
            logLevel: 'silent',
          }),
        ]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 5173, proxy: { '/api': { target: apiTarget } } },
  // The server's build carries React Router's production build (the alias above) and the app's own code; the other
  // packages it imports from node_modules at run time.
  ssr: { noExternal: ['react-router'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        target: 'es2022',
        // .vite/manifest.json: which files each entry and page loads, for the server to ask for a page's code with
        // its HTML, and for the bundle budget test (e2e/budget.spec.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // What the entry loads goes into two files, the libraries and the app's own code: each changes at its
            // own pace, so a new build of the app leaves the libraries cached.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: (() => {
                    let shell: Set<string> | undefined;
                    return (id: string, graph: ModuleGraph) => {
                      shell ??= loadedWithEntry(graph);
                      if (!shell.has(id) || id === entryModule) return null;
                      return id.includes('/node_modules/') ? 'vendor' : 'app';
                    };
                  })(),
                },
              ],
            },
          },
        },
      },
}));
