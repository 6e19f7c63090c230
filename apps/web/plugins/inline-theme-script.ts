import fs from 'node:fs';
import { type Plugin, transformWithEsbuild } from 'vite';

const TAG = '<script src="/theme-init.js"></script>';

/**
 * Writes theme-init.js into index.html as an inline script, minified: it must run before the first paint, and as a
 * file it was a render-blocking request of its own. The server allows exactly this script through its hash in
 * the Content Security Policy (apps/api's web plugin hashes the build's index.html); no 'unsafe-inline'. Written by
 * hand: no Vite plugin inlines one script file of the project's, minified, into the page.
 */
export const inlineThemeScript = (): Plugin => ({
  name: 'ironvolt:inline-theme-script',
  transformIndexHtml: {
    order: 'pre',
    async handler(html) {
      if (!html.includes(TAG)) throw new Error(`index.html has no ${TAG} to inline`);
      const source = fs.readFileSync(new URL('../theme-init.js', import.meta.url), 'utf8');
      const { code } = await transformWithEsbuild(source, 'theme-init.js', { minify: true });
      return html.replace(TAG, () => `<script>${code.trim()}</script>`);
    },
  },
});
