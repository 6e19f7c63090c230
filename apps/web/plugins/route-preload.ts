import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

// A route path as the router writes it ('/purchase/:id') as a pattern for location.pathname.
const toPattern = (routePath: string): string => {
  if (routePath === '/') return '^/$';
  const segments = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
};

/**
 * The storefront's pages are lazily loaded chunks: without help the browser asks for a page's code only once the
 * app's own code has run. This writes a tiny script, loaded `async` from index.html, that looks at the address
 * and preloads that page's chunk and the chunks it imports, so they download beside the app's code.
 * `routes` maps a route path to its module (e.g. '/' to 'src/app/routes/storefront/home.tsx').
 */
export const routePreload = (routes: Record<string, string>): Plugin => {
  let root = '';
  let base = '/';
  return {
    name: 'ironvolt:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // A chunk and everything it imports statically: what loads when it loads.
        const withImports = (chunk: Rollup.OutputChunk, files = new Set<string>()): Set<string> => {
          if (files.has(chunk.fileName)) return files;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) withImports(next, files);
          }
          return files;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route-preload: the build has no entry chunk');
        const upFront = withImports(entry);

        const table = Object.entries(routes).map(([routePath, module]) => {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) throw new Error(`route-preload: no chunk is built from ${module} (${routePath})`);
          const files = [...withImports(chunk)].filter((file) => !upFront.has(file));
          return [toPattern(routePath), files.map((file) => `${base}${file}`)] as const;
        });

        const source = `// Preloads the code of the page being opened (apps/web/plugins/route-preload.ts).
(() => {
  const routes = ${JSON.stringify(table)};
  const match = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
  for (const href of match ? match[1] : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
})();
`;
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source }));
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string' || !html.source.includes('</head>')) {
          throw new Error('route-preload: index.html is not in the build as expected');
        }
        html.source = html.source.replace(
          '</head>',
          `  <script async src="${base}${fileName}"></script>\n  </head>`,
        );
      },
    },
  };
};
