import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Stripe.js loads from js.stripe.com and opens frames from there; everything else is our own origin.
const stripeScript = 'https://js.stripe.com';
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];

/**
 * Security headers and a Content Security Policy with no inline script, on every answer. The middleware is
 * built once here: @fastify/helmet builds it again for each request (parsing the CSP each time), which cost
 * about 8% of the CPU of a cached catalog read (docs/performance.md).
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", stripeScript],
          // react-hot-toast injects its styles at run time; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
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
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'helmet' },
);
