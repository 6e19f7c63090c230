import { toolPagePath } from '@ironvolt/shared/catalog';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { escapeHtml, sendPage } from '../../../plugins/app/page-file.ts';
import { countLiveTools, listToolPages } from '../catalog-repository.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;
/** The storefront's pages for everyone, besides the tools' (apps/web's routes). */
const SITEMAP_PAGES = ['/', '/allProducts', '/blogs', '/about-me'];

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

/** What the server writes itself outside /api, besides the pages (ADR 070): the sitemap and robots.txt (ADR 034). */
export const toolPagesRoutes: FastifyPluginAsync = async (app) => {
  // Always PUBLIC_URL (its default http://localhost:$PORT), never the request's Host (ADR 066).
  const origin = app.config.publicUrl;
  const hidden = { schema: { hide: true } };

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
