import { pageMeta } from '@ironvolt/shared/pages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createProduct, TEST_PASSWORD } from './factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from './helper.ts';
import { webRenderer } from './web-renderer.ts';

/** The data block a page carries for the browser to hydrate from. */
const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe.each(databaseKinds)('the storefront rendered on the server on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind, { pageRenderer: await webRenderer() });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders each storefront page with its data, answered 200', async () => {
    const tool = await createProduct(t.app.db, { name: 'Rendered Rotary Hammer' });
    const pages: [string, RegExp][] = [
      // The hero's last word is set apart in a span.
      ['/', /<h1[^>]*>We are an extension to your <span[^>]*>success<\/span><\/h1>/],
      ['/allProducts', /<h1[^>]*>All products<\/h1>/],
      ['/blogs', /<h1[^>]*>Blogs<\/h1>/],
      ['/aboutMe', /<h1[^>]*>/],
      ['/about-me', /<h1[^>]*>/],
      ['/login', /<h1[^>]*>Log in<\/h1>/],
      ['/register', /<h1[^>]*>Register<\/h1>/],
      [`/tools/${tool.slug}`, /<h1[^>]*>Rendered Rotary Hammer<\/h1>/],
    ];
    for (const [url, heading] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(heading);
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
      expect(res.body.match(/<meta name="description"/g), url).toHaveLength(1);
      expect(stateOf(res.body), url).toMatchObject({ router: { errors: null } });
    }
    // The catalogue's tools are in the page, and in its data for the browser, which does not ask again.
    const catalogue = await get('/allProducts');
    expect(catalogue.body).toContain(`href="/tools/${tool.slug}"`);
    const keys = stateOf(catalogue.body).queries.queries.map(
      (query: { queryKey: unknown[] }) => query.queryKey[0],
    );
    expect(keys).toEqual(expect.arrayContaining(['config', 'products']));
  });

  it('takes the catalogue’s search, filters, sort and page from its address', async () => {
    for (const name of ['Paged Grinder A', 'Paged Grinder B', 'Paged Grinder C']) {
      await createProduct(t.app.db, { name, priceCents: 5_000 });
    }
    const res = await get('/allProducts?q=paged%20grinder&sort=name&maxPrice=60');
    expect(res.statusCode).toBe(200);
    const names = [...res.body.matchAll(/<h2[^>]*><a[^>]*>(Paged Grinder [ABC])<\/a><\/h2>/g)].map(
      (m) => m[1],
    );
    expect(names).toEqual(['Paged Grinder A', 'Paged Grinder B', 'Paged Grinder C']);
    expect(res.body).toContain('<title>All products: paged grinder | Ironvolt Tools</title>');
  });

  it('answers an unknown page and an unknown tool 404, with their own page and noindex', async () => {
    for (const [url, title] of [
      ['/no/such/page', pageMeta.notFound.title],
      ['/tools/no-such-tool', pageMeta.toolNotFound.title],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(`<title>${title} | Ironvolt Tools</title>`);
      expect(res.body, url).toContain('<meta name="robots" content="noindex"/>');
      expect(res.body, url).toContain(
        `>${title === pageMeta.notFound.title ? 'Page not found' : title}</h1>`,
      );
    }
  });

  it('sends a signed-out visitor of a protected page to /login, remembering where they were going', async () => {
    const tool = await createProduct(t.app.db, { name: 'Protected Planer' });
    const res = await get(`/purchase/${tool.id}?amount=5`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?from=${encodeURIComponent(`/purchase/${tool.id}?amount=5`)}`);
  });

  it('sends the dashboard as the shell, for the browser to render', async () => {
    const res = await get('/dashboard/my-orders');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Ironvolt Tools</title>');
    expect(res.body).toContain('<header');
    expect(res.body).toContain('role="status"');
    expect(stateOf(res.body)).toBeUndefined();
  });

  it('keeps a rendered page until the catalog changes, then renders it again', async () => {
    const tool = await createProduct(t.app.db, { name: 'Cached Circular Saw' });
    // Change notices arrive after their commits (the insert's, or a late one of an earlier write) and drop the
    // cache: two renders with no notice between them must be one render kept and served again.
    const first = await vi.waitFor(async () => {
      const version = t.app.readCache.version('catalog');
      const rendered = await get(`/tools/${tool.slug}`);
      expect(rendered.statusCode).toBe(200);
      const hits = t.app.readCache.stats().hits;
      const again = await get(`/tools/${tool.slug}`);
      expect(t.app.readCache.version('catalog')).toBe(version);
      expect(again.body).toBe(rendered.body);
      expect(t.app.readCache.stats().hits).toBe(hits + 1);
      return rendered;
    }, 10_000);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${tool.id}`,
      headers: admin.headers,
      payload: { price: 123.45 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(`/tools/${tool.slug}`);
    expect(after.body).toContain('$123.45');
    expect(after.body).not.toBe(first.body);
  });

  it('renders a company member’s pages with their own prices from the sign-in’s page session, kept for nobody', async () => {
    const tool = await createProduct(t.app.db, { name: 'Session Priced Sander', priceCents: 10_000 });
    const member = await signIn(t.app, 'customer');
    await createCompany(t.app.db, {
      members: [{ userId: member.user.id, role: 'admin' }],
      priceList: { prices: [{ productId: tool.id, priceCents: 7_250 }] },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name === 'ironvolt_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cookie = `ironvolt_session=${session?.value}`;
    const asMember = () => t.app.inject({ method: 'GET', url: `/tools/${tool.slug}`, headers: { cookie } });

    // Visitors of the same page, the member among them, at once and twice over: each sees only their own price.
    for (let round = 0; round < 2; round++) {
      const [member1, anonymous, member2] = await Promise.all([
        asMember(),
        get(`/tools/${tool.slug}`),
        asMember(),
      ]);
      for (const page of [member1, member2]) {
        expect(page.body).toContain('$72.50');
        expect(page.body).not.toContain('$100.00');
        expect(page.headers['cache-control']).toBe('private, no-store');
      }
      expect(anonymous.body).toContain('$100.00');
      expect(anonymous.body).not.toContain('$72.50');
    }
    // The cookie signs nobody in to the API: only the bearer token does.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    // Logging out ends the page session.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(out.cookies.find((c) => c.name === 'ironvolt_session')?.value).toBe('');
    // Even when the token is refused (logged out already, or expired), logging out ends the page session.
    const refused = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === 'ironvolt_session')?.value).toBe('');
    expect((await asMember()).body).toContain('$100.00');
  });

  it('answers 500 with the error page when the data cannot be read', async () => {
    const broken = await build(kind, { pageRenderer: await webRenderer() });
    await broken.database.close();
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Something went wrong');
      expect(res.body).toContain('Reload the page');
      // Not kept: the next visitor gets the page once the data is back.
      expect(broken.app.readCache.stats().entries).toBe(0);
    } finally {
      // The database is closed already: what is left of it goes.
      await broken.close().catch(() => undefined);
    }
  });
});
