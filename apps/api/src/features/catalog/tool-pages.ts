import {
  canOrderFromStock,
  type ToolPage,
  toolMetaDescription,
  toolPagePath,
  toolPageTitle,
  toolSummaryClasses,
} from '@ironvolt/shared/catalog';
import { imageSrcSet, TOOL_IMAGE_SIZES } from '@ironvolt/shared/image-sources';
import { formatDollars } from '@ironvolt/shared/money';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { escapeHtml, sendPage } from '../../plugins/external/web.ts';
import { countLiveTools, listToolPages } from './catalog-repository.ts';
import { findToolPage, getProduct } from './catalog-service.ts';

/** The page every client route starts from when there is no web build (API-only tests and servers). */
const BARE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title></title></head><body><div id="root"></div></body></html>';

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;
/** The storefront's pages for everyone, besides the tools' (apps/web's routes). */
const SITEMAP_PAGES = ['/', '/allProducts', '/blogs', '/about-me'];

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes, so no text in it can close the element
 * (`</script>`) or open a comment; and the line separators JavaScript once refused in strings.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * A page's largest picture asked for with the HTML instead of after the app's code and the API's answer: with the
 * `sizes` of its <img> when that <img> has our uploads' srcset (undefined when it has none), so the browser picks
 * the same file for both.
 */
function imagePreload(image: string, sizes: string | undefined): string {
  const srcset = sizes === undefined ? undefined : imageSrcSet(image);
  const sources =
    srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image)}"${sources} fetchpriority="high" />`;
}

/** The tool's page's head: title, description, canonical link, Open Graph and a schema.org Product as JSON-LD. */
export function toolHead(tool: ToolPage, shopName: string, origin: string): string {
  const url = `${origin}${toolPagePath(tool.slug)}`;
  const images = tool.images.map((image) => (image.startsWith('/') ? `${origin}${image}` : image));
  const title = toolPageTitle(tool, shopName);
  const description = toolMetaDescription(tool, shopName);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tool.name,
    image: images,
    description: tool.description || description,
    sku: tool.model,
    brand: { '@type': 'Brand', name: shopName },
    category: tool.categoryName,
    url,
    offers: {
      '@type': 'Offer',
      // Dollars with two decimals, from whole cents.
      price: tool.price.toFixed(2),
      priceCurrency: 'USD',
      availability: canOrderFromStock(tool) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      // Sold in bulk: no fewer than the minimum order.
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tool.minOrder, unitCode: 'H87' },
      url,
    },
  };
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...(tool.images[0] ? [imagePreload(tool.images[0], TOOL_IMAGE_SIZES)] : []),
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', 'product'),
    meta('og:site_name', shopName),
    meta('og:title', `${tool.name} ${tool.model}`),
    meta('og:description', description),
    ...(images[0] ? [meta('og:image', images[0]), meta('og:image:alt', tool.name)] : []),
    meta('og:url', url),
    `<script type="application/ld+json">${scriptJson(product)}</script>`,
  ].join('\n    ');
}

/** What a reader without JavaScript sees of the tool; React renders the page in its place when it starts. */
export function toolSummary(tool: ToolPage): string {
  const description = tool.description
    .split(/\n+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
  return [
    `<article class="${toolSummaryClasses.article}">`,
    `<h1 class="${toolSummaryClasses.heading}">${escapeHtml(tool.name)}</h1>`,
    `<p>Model ${escapeHtml(tool.model)} · ${escapeHtml(tool.categoryName)}</p>`,
    `<p>${escapeHtml(formatDollars(tool.price))} per piece, minimum order ${tool.minOrder}</p>`,
    description,
    '</article>',
  ].join('');
}

/**
 * The shell page with `head` in place of its title and `body` in place of what its main element (or, without one,
 * its root element) holds. Replacements are functions, so a `$` in the tool's text is never read as a pattern.
 */
export function fillShell(shell: string, head: string, body: string | undefined): string {
  let html = /<title>[^<]*<\/title>/.test(shell)
    ? shell.replace(/<title>[^<]*<\/title>/, () => head)
    : shell.replace('</head>', () => `${head}\n  </head>`);
  if (body === undefined) return html;
  const main = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;
  html = main.test(html)
    ? html.replace(main, (_all, open: string, close: string) => `${open}${body}${close}`)
    : html.replace(
        /(<div id="root">)[\s\S]*?(<\/div>\s*(?:<noscript|<script|<\/body))/,
        (_all, open, close) => `${open}${body}${close}`,
      );
  return html;
}

const xmlDocument = (root: string, entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</${root}>\n`;

/**
 * The sitemap: the storefront's public pages and every live tool's page with its last change (W3C date), oldest
 * tool first. Past `max` addresses (sitemaps.org's limit) `/sitemap.xml` is an index of parts of `max` each,
 * `/sitemaps/<n>.xml` (`part`); undefined for a part there is not.
 */
export async function sitemapXml(
  db: Database,
  origin: string,
  part?: number,
  max = SITEMAP_MAX_URLS,
): Promise<string | undefined> {
  const total = SITEMAP_PAGES.length + (await countLiveTools(db));
  const parts = Math.ceil(total / max);
  if (part === undefined && parts > 1)
    return xmlDocument(
      'sitemapindex',
      Array.from(
        { length: parts },
        (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
      ),
    );
  const index = (part ?? 1) - 1;
  if (index < 0 || index >= parts || (part !== undefined && parts === 1)) return undefined;
  // The storefront's pages open the first part; tools fill the rest.
  const pages = index === 0 ? SITEMAP_PAGES : [];
  const from = index === 0 ? 0 : index * max - SITEMAP_PAGES.length;
  const tools = await listToolPages(db, from, max - pages.length);
  return xmlDocument('urlset', [
    ...pages.map((page) => `<url><loc>${escapeHtml(`${origin}${page}`)}</loc></url>`),
    ...tools.map(
      (tool) =>
        `<url><loc>${escapeHtml(`${origin}${toolPagePath(tool.slug)}`)}</loc><lastmod>${tool.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ]);
}

/** robots.txt: the storefront is for everyone; the dashboard and the API are not pages to index. */
export const robotsTxt = (origin: string) =>
  [
    '# The storefront is for everyone; the dashboard (signed-in pages) and the API are not pages to index.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * The pages the server writes itself, outside /api: each tool's page (the app's shell with the tool's title,
 * description, links, Open Graph, JSON-LD and a plain summary written in, ADR 034), the purchase page's shell with
 * its picture preloaded, the sitemap and robots.txt.
 */
export const toolPagesRoutes: FastifyPluginAsync = async (app) => {
  // Canonical links, Open Graph, the sitemap and robots.txt name PUBLIC_URL, never the Host a request names (ADR 066).
  const origin = app.config.publicUrl;
  const hidden = { schema: { hide: true } };

  app.get<{ Params: { slug: string } }>('/tools/:slug', hidden, async (request, reply) => {
    const shell = app.webShell.html ?? BARE_SHELL;
    let found: Awaited<ReturnType<typeof findToolPage>>;
    try {
      found = await findToolPage(app.db, request.params.slug);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      // The app shows its own "not found" page; search engines are told not to keep the address.
      const head = `<title>${escapeHtml(`Tool not found – ${app.config.shopName}`)}</title>\n    <meta name="robots" content="noindex" />`;
      return sendPage(request, reply.status(404), fillShell(shell, head, undefined));
    }
    // Revalidated, not cached for good: a tool renamed back would otherwise loop in a browser that kept the first.
    if ('movedTo' in found)
      return reply.header('cache-control', 'no-cache').redirect(toolPagePath(found.movedTo), 301);
    const html = fillShell(shell, toolHead(found.page, app.config.shopName, origin), toolSummary(found.page));
    return sendPage(request, reply, html);
  });

  // The purchase page (a client route of the app) shows the product's picture as its largest element; its shell
  // asks for it at once. An unknown product gets the shell alone, and the app says so. A visitor who is not signed
  // in is sent to sign in by the app, and the picture was fetched for nothing: one image.
  app.get<{ Params: { id: string } }>('/purchase/:id', hidden, async (request, reply) => {
    const shell = app.webShell.html ?? BARE_SHELL;
    let image: string | undefined;
    try {
      image = (await getProduct(request.params.id, app.liveCatalog)).row.image;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    }
    // The purchase page's <img> has no srcset: the preload names the one file it shows.
    const html = image
      ? shell.replace('</title>', () => `</title>\n    ${imagePreload(image, undefined)}`)
      : shell;
    return sendPage(request, reply, html);
  });

  app.get('/sitemap.xml', hidden, async (request, reply) =>
    sendPage(request, reply, (await sitemapXml(app.db, origin)) ?? '', 'application/xml'),
  );

  app.get<{ Params: { part: string } }>('/sitemaps/:part', hidden, async (request, reply) => {
    const part = /^([1-9][0-9]{0,5})\.xml$/.exec(request.params.part)?.[1];
    const xml = part === undefined ? undefined : await sitemapXml(app.db, origin, Number(part));
    if (xml === undefined)
      return reply.status(404).type('text/plain; charset=utf-8').send('There is no such part of the sitemap');
    return sendPage(request, reply, xml, 'application/xml');
  });

  app.get('/robots.txt', hidden, async (request, reply) =>
    sendPage(request, reply, robotsTxt(origin), 'text/plain'),
  );
};
