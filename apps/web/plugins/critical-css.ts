import Beasties from 'beasties';
import type { Plugin } from 'vite';

/** The pages the server answers with (prerender-shell.ts); each gets the CSS of its own first screen. */
const PAGES = ['index.html', 'shell.html', 'all-products.html'] as const;
type Page = (typeof PAGES)[number];

/** Put into a page's copy for Beasties only, so that their rules count as used; never into the page itself. */
const EXTRA_START = '<template data-critical-css-extra>';
const EXTRA = /<template data-critical-css-extra>[\s\S]*?<\/template>/;

/**
 * Writes the CSS each page's first paint needs into the page as an inline <style> (Beasties: the rules whose
 * selectors match the prerendered markup), and turns the app's stylesheet link into one that does not block
 * rendering: `media="print"` until Beasties' one-line inline script sets it back to `all` at the end of the body
 * (its "media-script" strategy, with no inline event handler), and a <noscript> link for readers without
 * JavaScript. The server allows the inline style and script by their hashes in the Content Security Policy
 * (apps/api's web plugin reads them from the built pages), never by 'unsafe-inline'. `src/main.tsx` renders React
 * only once the whole stylesheet is in, so the pages' own classes are never drawn without their CSS.
 *
 * `alsoUsed` names markup per page whose rules must be inline although the build's page does not hold it: what the
 * server writes into the page (a tool page's summary in shell.html). Rules for `[data-theme…]` are always kept: the
 * theme script sets the attribute on <html> before the first paint, which the build's markup does not carry.
 * Must come after prerender-shell, which makes shell.html and all-products.html in the same hook.
 */
export const criticalCss = (alsoUsed: Partial<Record<Page, string>> = {}): Plugin => ({
  name: 'ironvolt:critical-css',
  apply: 'build',
  generateBundle: {
    order: 'post',
    async handler(_options, bundle) {
      const stylesheets = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css'))
          stylesheets.set(file.fileName, String(file.source));
      }
      const beasties = new Beasties({
        path: '/',
        publicPath: '/',
        preload: 'media-script',
        pruneSource: false,
        compress: true,
        keyframes: 'critical',
        allowRules: [/\[data-theme[=\]]/],
        logLevel: 'warn',
      });
      // The stylesheets are read from the bundle (they are not on disk yet).
      beasties.readFile = (filename: string) => {
        const css = stylesheets.get(filename.replace(/^\//, ''));
        if (css === undefined) throw new Error(`critical-css: no ${filename} in the build`);
        return css;
      };
      for (const page of PAGES) {
        const file = bundle[page];
        if (file?.type !== 'asset' || typeof file.source !== 'string' || !file.source.includes('</body>'))
          throw new Error(`critical-css: ${page} is not in the build as expected`);
        const extra = alsoUsed[page];
        const html = extra
          ? file.source.replace('</body>', () => `${EXTRA_START}${extra}</template></body>`)
          : file.source;
        // Beasties marks <html> as the part of the page it read; the mark means nothing to a browser.
        const processed = (await beasties.process(html))
          .replace(EXTRA, '')
          .replace(' data-beasties-container', '');
        if (!/<style>[\s\S]+?<\/style>/.test(processed) || !processed.includes('media="print"'))
          throw new Error(`critical-css: Beasties inlined nothing into ${page}`);
        file.source = processed;
      }
    },
  },
});
