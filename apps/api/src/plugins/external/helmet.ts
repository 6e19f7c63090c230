import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { InlineHashes } from '../app/page-file.ts';

// Stripe.js loads from js.stripe.com and opens frames from there; everything else is our own origin.
const stripeScript = 'https://js.stripe.com';
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];

/**
 * Pages, scripts and files: the full set, with a Content Security Policy that allows no inline script or stylesheet
 * but the build's own, each by its hash (`inline`: the theme script and the CSS of the first paint, ADR 036, 039).
 */
const pageHeadersWith = (inline: InlineHashes) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", stripeScript, ...inline.scripts.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", ...inline.styles.map((hash) => `'${hash}'`)],
        // Style attributes only, which cannot load a stylesheet or select anything to read. React sets styles
        // through the DOM, which the policy does not govern; this keeps third-party markup (Stripe's card element,
        // which no test can load) working if it writes style attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: stripeFrames,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

/**
 * API answers are data, never a document: what OWASP's REST Security Cheat Sheet asks of them. A policy that
 * lets nothing load or frame the answer should a browser ever render it, no MIME sniffing, HTTPS only, and no
 * reading by other origins. The page-only headers (script sources, opener and referrer policies, legacy IE and
 * Flash switches) would be a third of every catalog answer's bytes for no protection.
 */
const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The API's JSON routes; its docs page (/api/docs) is a page and sets its own script policy on its files. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer. The middlewares are built once here: @fastify/helmet builds one again for
 * each request (parsing the CSP each time), a visible share of the CPU of a cached catalog read
 * (docs/performance.md).
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance, options: { inlineHashes?: InlineHashes }) => {
    const pageHeaders = pageHeadersWith(options.inlineHashes ?? { scripts: [], styles: [] });
    app.addHook('onRequest', (request, reply, done) => {
      const setHeaders = isApiAnswer(request.url) ? apiHeaders : pageHeaders;
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'helmet' },
);
