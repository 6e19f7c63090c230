import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a single-use secret in a mailed link: a password reset's or an address proof's
 * `token`, a company invitation's `invitation`. Whoever reads the request log must not be able to use them.
 */
const SECRET_PARAMETERS = ['token', 'invitation'];

/** The URL as the request log writes it: each secret parameter's value replaced by `[redacted]`. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came; it is no parameter the app reads.
      }
      return equals !== -1 && SECRET_PARAMETERS.includes(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/**
 * The app's logger: headers that carry a credential are censored, and the request's URL is written without the
 * secrets of mailed links (Fastify's own request serializer otherwise, field for field).
 */
export const loggerOptions = (
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  ...(stream ? { stream } : {}),
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggedUrl(request.url),
      version: request.headers?.['accept-version']?.toString(),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
});
