import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's HTTP API the shop uses (ADR 007): create, retrieve and cancel
 * PaymentIntents, with idempotency keys. Tests point the real `stripe` SDK at it and read what it received.
 */
export interface StripeStandIn {
  url: string;
  requests: { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined }[];
  intents: Map<string, Record<string, unknown>>;
  /** Sets an intent's status, as a card confirmation in the browser would. */
  succeed(intentId: string): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, string>();

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, form, idempotencyKey });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(payload));
      };
      const match = /^\/v1\/payment_intents(?:\/([\w]+))?(\/cancel)?$/.exec(url.pathname);
      if (!match)
        return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const [, id, cancel] = match;
      if (req.method === 'POST' && !id) {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(200, intents.get(known));
        const intentId = `pi_${randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(\w+)\]$/.exec(key);
          if (m?.[1]) metadata[m[1]] = value;
        }
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          status: 'requires_payment_method',
          metadata,
        };
        intents.set(intentId, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intentId);
        return send(200, intent);
      }
      const intent = id ? intents.get(id) : undefined;
      if (!intent)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      if (req.method === 'POST' && cancel) {
        intent.status = 'canceled';
        return send(200, intent);
      }
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (intent) intent.status = 'succeeded';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
