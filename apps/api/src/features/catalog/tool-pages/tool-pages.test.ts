import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productMessages } from '@ironvolt/shared/admin';
import { attributeMessages, catalogMessages, cutAtWord, galleryMessages } from '@ironvolt/shared/catalog';
import { textMessages } from '@ironvolt/shared/text-constants';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../../test/helper.ts';
import { multipartFile } from '../../../../test/multipart.ts';
import { webRenderer } from '../../../../test/web-renderer.ts';
import { products } from '../../../db/schema/index.ts';
import { sitemapXml } from './tool-pages.ts';

const HOSTILE = `</script><script>alert(1)</script>"'&`;

describe.each(databaseKinds)('public tool pages on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let images: string[];

  beforeAll(async () => {
    t = await build(kind, { pageRenderer: await webRenderer() });
    admin = await signIn(t.app, 'admin');
    images = [];
    for (const colour of ['#345', '#543', '#435']) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const body = multipartFile('image', 'p.png', 'image/png', png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      });
      images.push(res.json().data.url);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  // A model names one tool: a tool without a model of its test's choosing gets one of its own.
  let made = 0;
  const tool = (overrides: object = {}) => ({
    name: 'Cordless Belt Sander',
    model: `IV-BS76-${++made}`,
    description: 'A belt sander for the trade.',
    price: 149.5,
    quantity: 400,
    minOrder: 10,
    image: images[0],
    ...overrides,
  });
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/addProduct', headers: admin.headers, payload });
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/product/${id}`, headers: admin.headers, payload });
  const added = async (payload: object) => {
    const res = await add(payload);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId as string;
    return (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
  };
  // Pages are asked for at another host than PUBLIC_URL's: every absolute address in them is PUBLIC_URL's (ADR 066).
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.test:8080' } });
  const site = () => t.app.config.publicUrl;

  it('makes the slug from the name on create, numbering a clash, and answers the page by it', async () => {
    const first = await added(tool({ name: 'Ironvolt 3" Belt Sander & Frame' }));
    const second = await added(tool({ name: 'Ironvolt 3" belt sander and frame', model: 'IV-BS76F' }));
    const third = await added(tool({ name: 'IRONVOLT 3 Belt Sander & Frame!', model: 'IV-BS76G' }));
    expect([first.slug, second.slug, third.slug]).toEqual([
      'ironvolt-3-belt-sander-and-frame',
      'ironvolt-3-belt-sander-and-frame-2',
      'ironvolt-3-belt-sander-and-frame-3',
    ]);

    const page = await get(`/api/tools/${second.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({ ...second, categoryName: 'Uncategorised' });
    // A second read comes from the read cache, the same.
    expect((await get(`/api/tools/${second.slug}`)).json()).toEqual(page.json());
  });

  it('sends the page and the sitemap compressed as the browser accepts, each encoding with its own ETag', async () => {
    const made = await added(tool({ name: 'Compressed Page Planer', model: 'IV-CPP1' }));
    const ask = (url: string, encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'shop.test', 'accept-encoding': encoding } });
    for (const url of [`/tools/${made.slug}`, '/sitemap.xml']) {
      const br = await ask(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain(made.slug);
      const gzip = await ask(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toContain(made.slug);
      const plain = await ask(url, 'identity');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain(made.slug);
      expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size, url).toBe(3);
    }
  });

  it("never gives a tool a slug shaped like an id: /tools/<a tool's id> keeps leading to that tool", async () => {
    const first = await added(tool({ name: 'Impact Wrench', model: 'IV-IW1' }));
    const impostor = await added(tool({ name: first._id, model: 'IV-IMPOSTOR' }));
    expect(impostor.slug).toBe(`${first._id}-tool`);
    const res = await get(`/api/tools/${first._id}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/api/tools/${first.slug}`);
  });

  it('gives a renamed tool a new slug; the old one, and its id, redirect (301) to it; renamed back it takes its slug back', async () => {
    const made = await added(tool({ name: 'Heavy Duty Demolition Hammer', model: 'IV-DH1' }));
    expect(made.slug).toBe('heavy-duty-demolition-hammer');
    // Cached before the rename: the write drops it.
    expect((await get(`/api/tools/${made.slug}`)).statusCode).toBe(200);

    const renamed = await patch(made._id, { name: 'Demolition Hammer XL' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().slug).toBe('demolition-hammer-xl');

    for (const old of [made.slug, made._id, made._id.toUpperCase()]) {
      const api = await get(`/api/tools/${old}`);
      expect(api.statusCode, old).toBe(301);
      expect(api.headers.location, old).toBe('/api/tools/demolition-hammer-xl');
      const html = await get(`/tools/${old}`);
      expect(html.statusCode, old).toBe(301);
      expect(html.headers.location, old).toBe('/tools/demolition-hammer-xl');
      // A browser asks again rather than keeping it: renamed back, the tool's first address must not loop.
      expect(api.headers['cache-control'], old).toBe('no-cache');
      expect(html.headers['cache-control'], old).toBe('no-cache');
    }
    expect((await get('/api/tools/demolition-hammer-xl')).json().name).toBe('Demolition Hammer XL');

    // Another tool may not take the old slug: it still leads to the renamed one.
    const other = await added(tool({ name: 'Heavy Duty Demolition Hammer', model: 'IV-DH2' }));
    expect(other.slug).toBe('heavy-duty-demolition-hammer-2');
    // A change of letter case keeps the slug; renamed back, the tool takes its first slug again.
    expect((await patch(made._id, { name: 'DEMOLITION hammer xl' })).json().slug).toBe(
      'demolition-hammer-xl',
    );
    expect((await patch(made._id, { name: 'Heavy Duty Demolition Hammer' })).json().slug).toBe(
      'heavy-duty-demolition-hammer',
    );
    expect((await get('/api/tools/demolition-hammer-xl')).headers.location).toBe(
      '/api/tools/heavy-duty-demolition-hammer',
    );
  });

  it('answers 404 with a message for an unknown, malformed or deleted tool, in JSON and as the page', async () => {
    const gone = await added(tool({ name: 'Soon Gone Sander', model: 'IV-GONE' }));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/product/${gone._id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    for (const slug of [
      'no-such-tool',
      gone.slug,
      gone._id,
      '00000000-0000-4000-8000-000000000000',
      encodeURIComponent("x' or '1'='1"),
      encodeURIComponent('<script>'),
      'x'.repeat(99),
    ]) {
      const api = await get(`/api/tools/${slug}`);
      expect(api.statusCode, slug).toBe(404);
      expect(api.json(), slug).toEqual({ message: catalogMessages.toolNotFound });
      const html = await get(`/tools/${slug}`);
      expect(html.statusCode, slug).toBe(404);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  /** The page's head tags and its JSON-LD, read as a crawler without JavaScript reads them. */
  const readPage = (html: string) => {
    const ldScripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
    const fromHtml = (text: string | undefined) =>
      text
        ?.replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&amp;', '&');
    return {
      scripts: html.match(/<script\b(?![^>]*type="application\/(?:ld\+)?json")/g)?.length ?? 0,
      ld: ldScripts.map((match) => JSON.parse(match[1] ?? '')),
      title: fromHtml(attr(/<title>([^<]*)<\/title>/)),
      description: fromHtml(attr(/<meta name="description" content="([^"]*)"\/>/)),
      canonical: attr(/<link rel="canonical" href="([^"]*)"\/>/),
      og: Object.fromEntries(
        [...html.matchAll(/<meta property="(og:[a-z:_]+)" content="([^"]*)"\/>/g)].map((m) => [
          m[1],
          fromHtml(m[2]),
        ]),
      ),
      h1: fromHtml(attr(/<h1[^>]*>([^<]*)<\/h1>/)),
    };
  };

  it('renders the title, description, canonical link, Open Graph and a JSON-LD Product into the page, no script needed', async () => {
    const description = `${'A brushless planer with a long, flat sole and dust port. '.repeat(5)}End.`;
    const made = await added(
      tool({
        name: 'Brushless Planer',
        model: 'IV-PL20B',
        description,
        images: [images[1], images[2]],
        price: 89.9,
        quantity: 0,
        minOrder: 10,
        attributes: [{ name: 'Voltage', value: '20 V' }],
      }),
    );
    const res = await get(`/tools/${made.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    // The same page keeps its ETag. The tool's creation is announced a moment later and may drop the first render
    // from the page cache (the dehydrated data carries the time it was read): two reads after that agree.
    let previous = res.headers.etag;
    let settled = false;
    for (let read = 0; read < 5 && !settled; read++) {
      const again = (await get(`/tools/${made.slug}`)).headers.etag;
      settled = again === previous;
      previous = again;
    }
    expect(settled, 'two reads of the same page give one ETag').toBe(true);

    const page = readPage(res.body);
    const url = `${site()}/tools/${made.slug}`;
    expect(page.title).toBe('Brushless Planer IV-PL20B – Ironvolt Tools');
    expect(page.description).toBe(cutAtWord(description));
    expect(page.description?.length).toBeLessThanOrEqual(160);
    expect(page.description).toMatch(/ [a-z]+…$/);
    expect(page.canonical).toBe(url);
    expect(page.og).toEqual({
      'og:type': 'product',
      'og:site_name': 'Ironvolt Tools',
      'og:title': 'Brushless Planer IV-PL20B',
      'og:description': page.description,
      'og:image': `${site()}${images[1]}`,
      'og:image:alt': 'Brushless Planer',
      'og:url': url,
    });
    expect(page.h1).toBe('Brushless Planer');
    expect(res.body).toMatch(/Model (<!-- -->)?IV-PL20B/);
    // The gallery's first image is asked for with the page, with the sources and sizes of the gallery's <img>.
    const first = images[1];
    expect([...res.body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])).toEqual([
      `<link rel="preload" as="image" imageSrcSet="${first}?size=thumb 400w, ${first}?size=medium 800w, ${first} 1600w" imageSizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw" fetchPriority="high"/>`,
    ]);
    expect(page.ld).toHaveLength(1);
    expect(page.ld[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Brushless Planer',
      image: [`${site()}${images[1]}`, `${site()}${images[2]}`],
      description,
      sku: 'IV-PL20B',
      brand: { '@type': 'Brand', name: 'Ironvolt Tools' },
      category: 'Uncategorised',
      url,
      offers: {
        '@type': 'Offer',
        price: '89.90',
        priceCurrency: 'USD',
        // Sold out: nobody can order it now.
        availability: 'https://schema.org/OutOfStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 10, unitCode: 'H87' },
        url,
      },
    });

    // In stock once a minimum order is there.
    await patch(made._id, { quantity: 10 });
    const inStock = readPage((await get(`/tools/${made.slug}`)).body);
    expect(inStock.ld[0].offers.availability).toBe('https://schema.org/InStock');
  });

  it('keeps a hostile name, model and description inside their elements and strings', async () => {
    const made = await added(
      tool({ name: HOSTILE, model: `M-${HOSTILE}`, description: `${HOSTILE} $& $1 <!--` }),
    );
    expect(made.slug).toBe('script-script-alert-1-script-and');
    const res = await get(`/tools/${made.slug}`);
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    // No script element but the data blocks (the JSON-LD, the page's data): nothing the name holds opened another.
    expect(page.scripts).toBe(0);
    expect(page.ld).toHaveLength(1);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(page.ld[0].name).toBe(HOSTILE);
    expect(page.ld[0].sku).toBe(`M-${HOSTILE}`);
    expect(page.ld[0].description).toBe(`${HOSTILE} $& $1 <!--`);
    expect(page.title).toBe(`${HOSTILE} M-${HOSTILE} – Ironvolt Tools`);
    expect(page.h1).toBe(HOSTILE);
    expect(page.og['og:title']).toBe(`${HOSTILE} M-${HOSTILE}`);
  });

  it('lists the storefront pages and every live tool with its last change in a valid sitemap, which robots.txt names', async () => {
    const made = await added(tool({ name: 'Sitemap Router', model: 'IV-SR1' }));
    const gone = await added(tool({ name: 'Unlisted Router', model: 'IV-SR2' }));
    await t.app.inject({ method: 'DELETE', url: `/api/product/${gone._id}`, headers: admin.headers });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.body);
    const urls = parsed.urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((url) => url.loc);
    for (const page of ['/', '/allProducts', '/blogs', '/about-me'])
      expect(locs).toContain(`${site()}${page}`);
    const entry = urls.find((url) => url.loc === `${site()}/tools/${made.slug}`);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, made._id));
    expect(entry?.lastmod).toBe(row?.updatedAt.toISOString());
    expect(locs).not.toContain(`${site()}/tools/${gone.slug}`);

    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api/',
        `Sitemap: ${site()}/sitemap.xml`,
      ]),
    );
    // A Host that is no host name is not written into the page either.
    const odd = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil"><x' } });
    expect(odd.body).toContain(`Sitemap: ${site()}/sitemap.xml`);
  });

  it("names PUBLIC_URL, never the request's Host, in canonical and Open Graph links, the sitemap and robots.txt", async () => {
    const set = await build(kind, {
      config: { publicUrl: 'https://tools.example.com' },
      pageRenderer: await webRenderer(),
    });
    try {
      const there = await createProduct(set.app.db, { name: 'Canonical Planer' });
      const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      const ask = (url: string) => set.app.inject({ method: 'GET', url, headers: evil });
      const page = readPage((await ask(`/tools/${there.slug}`)).body);
      expect(page.canonical).toBe('https://tools.example.com/tools/canonical-planer');
      expect(page.og['og:url']).toBe('https://tools.example.com/tools/canonical-planer');
      expect(page.og['og:image']).toMatch(/^https:\/\/tools\.example\.com\/api\/images\//);
      expect(page.ld[0].url).toBe('https://tools.example.com/tools/canonical-planer');
      const sitemap = (await ask('/sitemap.xml')).body;
      expect(sitemap).toContain('<loc>https://tools.example.com/tools/canonical-planer</loc>');
      expect((await ask('/robots.txt')).body).toContain('Sitemap: https://tools.example.com/sitemap.xml');
      for (const body of [JSON.stringify(page), sitemap, (await ask('/robots.txt')).body])
        expect(body).not.toContain('evil.example');
    } finally {
      await set.close();
    }
  });

  it('splits a sitemap past its limit into parts, named by a sitemap index, that list every address once', async () => {
    const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
    const index = await sitemapXml(t.app.db, 'https://shop.test', undefined, 5);
    expect(XMLValidator.validate(index ?? '')).toBe(true);
    const parts = (parser.parse(index ?? '').sitemapindex.sitemap as { loc: string }[]).map((s) => s.loc);
    expect(parts[0]).toBe('https://shop.test/sitemaps/1.xml');
    const locs: string[] = [];
    for (const [i] of parts.entries()) {
      const xml = await sitemapXml(t.app.db, 'https://shop.test', i + 1, 5);
      expect(XMLValidator.validate(xml ?? ''), `part ${i + 1}`).toBe(true);
      const urls = parser.parse(xml ?? '').urlset.url as { loc: string }[];
      expect(urls.length).toBeLessThanOrEqual(5);
      locs.push(...urls.map((url) => url.loc));
    }
    const live = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as {
      slug: string;
    }[];
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.sort()).toEqual(
      [
        ...['/', '/allProducts', '/blogs', '/about-me'].map((page) => `https://shop.test${page}`),
        ...live.map((p) => `https://shop.test/tools/${p.slug}`),
      ].sort(),
    );
    expect(await sitemapXml(t.app.db, 'https://shop.test', parts.length + 1, 5)).toBeUndefined();
    // With the real limit there is one sitemap, and no parts.
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/x.xml')).statusCode).toBe(404);
  });

  it('keeps the specification table and the gallery in order, and refuses bad ones naming the row', async () => {
    const attributes = [
      { name: 'Voltage', value: '20 V' },
      { name: 'Weight', value: '3.1 lb' },
    ];
    const made = await added(
      tool({ name: 'Spec Sheet Drill', model: 'IV-SSD', images: [images[2], images[0]], attributes }),
    );
    expect(made).toMatchObject({ image: images[2], images: [images[2], images[0]], attributes });
    // Only `image`, as SPEC's clients send it: a gallery of one.
    const single = await added(tool({ name: 'Single Image Drill', model: 'IV-SID', image: images[1] }));
    expect(single).toMatchObject({ image: images[1], images: [images[1]], attributes: [] });

    const edited = await patch(made._id, {
      images: [images[1], images[2]],
      attributes: [...attributes].reverse(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      image: images[1],
      images: [images[1], images[2]],
      attributes: [...attributes].reverse(),
    });

    const refusals: [object, number, { message: string; field?: string }][] = [
      [
        {
          attributes: [
            { name: 'Voltage', value: '1' },
            { name: 'VOLTAGE', value: '2' },
          ],
        },
        400,
        { message: attributeMessages.nameTaken, field: 'attributes.1.name' },
      ],
      [
        { attributes: [{ name: ' ', value: '1' }] },
        400,
        { message: attributeMessages.nameRequired, field: 'attributes.0.name' },
      ],
      [
        { attributes: [{ name: 'Power', value: 'x'.repeat(201) }] },
        400,
        { message: attributeMessages.valueTooLong, field: 'attributes.0.value' },
      ],
      [
        { attributes: [{ name: 'Line\nbreak', value: '1' }] },
        400,
        { message: attributeMessages.nameControl, field: 'attributes.0.name' },
      ],
      [
        { attributes: [{ name: 'Weight', value: '2 kg\u2028and more' }] },
        400,
        {
          message: textMessages.hiddenCharacter('The specification value', 'U+2028'),
          field: 'attributes.0.value',
        },
      ],
      [
        { attributes: [{ name: 'Weight', value: '\u202Egk 2' }] },
        400,
        {
          message: textMessages.hiddenCharacter('The specification value', 'U+202E'),
          field: 'attributes.0.value',
        },
      ],
      [
        { attributes: Array.from({ length: 31 }, (_, i) => ({ name: `Row ${i}`, value: 'x' })) },
        400,
        { message: attributeMessages.tooMany, field: 'attributes' },
      ],
      [{ attributes: 'Voltage: 20 V' }, 400, { message: attributeMessages.notList, field: 'attributes' }],
      [{ images: [] }, 400, { message: galleryMessages.required, field: 'images' }],
      [
        { images: Array.from({ length: 11 }, () => images[0]) },
        400,
        { message: galleryMessages.tooMany, field: 'images' },
      ],
      [{ images: [images[0], images[0]] }, 400, { message: galleryMessages.duplicate, field: 'images.1' }],
      [
        { images: [images[0], '/api/images/00000000-0000-4000-8000-000000000000'] },
        422,
        { message: productMessages.imageInvalid, field: 'images.1' },
      ],
      [
        { images: ['https://elsewhere.example.com/x.png'] },
        422,
        { message: productMessages.imageInvalid, field: 'image' },
      ],
    ];
    for (const [body, status, answer] of refusals) {
      for (const res of [await add(tool({ name: 'Refused Drill', ...body })), await patch(made._id, body)]) {
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(res.json(), JSON.stringify(body).slice(0, 80)).toEqual(answer);
      }
    }
    // Nothing refused was written.
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${made._id}` })).json()).toMatchObject({
      images: [images[1], images[2]],
      attributes: [...attributes].reverse(),
    });
    const refusedAdds = await t.app.inject({ method: 'GET', url: '/api/products?q=refused' });
    expect(refusedAdds.json()).toEqual([]);
  });

  it('numbers the slugs of tools of one name added at once, and of a factory-made catalog', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => add(tool({ name: 'Parallel Clamp', model: `IV-PC${i}` }))),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const slugs = await Promise.all(
      results.map(
        async (res) =>
          (await t.app.inject({ method: 'GET', url: `/api/product/${res.json().insertedId}` })).json().slug,
      ),
    );
    expect(slugs.sort()).toEqual([
      'parallel-clamp',
      'parallel-clamp-2',
      'parallel-clamp-3',
      'parallel-clamp-4',
    ]);
    const row = await createProduct(t.app.db, { name: 'Parallel Clamp' });
    expect(row.slug).toBe('parallel-clamp-5');
  });
});

describe('cutAtWord', () => {
  it('cuts at the last word that fits and marks the cut; short text stays whole', () => {
    expect(cutAtWord('short text', 160)).toBe('short text');
    expect(cutAtWord('one two three four', 12)).toBe('one two…');
    expect(cutAtWord('  spaced\n\nout  ', 160)).toBe('spaced out');
    expect(cutAtWord('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
