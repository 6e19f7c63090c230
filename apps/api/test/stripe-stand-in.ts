import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's HTTP API the shop uses (ADR 007): create, retrieve, confirm and cancel
 * PaymentIntents, and refunds, with idempotency keys and Stripe's refusals for intents in the wrong state. Tests
 * point the real `stripe` SDK at it and read what it received.
 */
export interface StripeStandIn {
  url: string;
  requests: { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined }[];
  intents: Map<string, Record<string, unknown>>;
  /** Refunds by the intent they give back. */
  refunds: Map<string, Record<string, unknown>>;
  /** Sets an intent's status, as a card confirmation in the browser would. */
  succeed(intentId: string): void;
  /** What Stripe.js does when the card form is sent: 200 and succeeded, or Stripe's refusal (e.g. a voided intent). */
  confirm(intentId: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** While true, refunds fail as if Stripe were down. */
  refundsDown: boolean;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const noSuchIntent = {
  error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
};

const unexpectedState = (what: string, intent: Json) => ({
  error: {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${what} this PaymentIntent because it has a status of ${String(intent.status)}.`,
  },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = [];
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, Json>();
  const state = { refundsDown: false };

  const handle = (
    method: string,
    path: string,
    form: URLSearchParams,
    idempotencyKey: string | undefined,
  ): [number, unknown] => {
    requests.push({ method, path, form, idempotencyKey });
    // Stripe answers a repeated key with the first answer's object (as it is now).
    const known = idempotencyKey && method === 'POST' ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return [200, known];
    const remember = (object: Json): [number, Json] => {
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, object);
      return [200, object];
    };

    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return [404, noSuchIntent];
      if (state.refundsDown)
        return [400, { error: { type: 'api_error', message: 'Refunds are down for a moment' } }];
      if (intent.status !== 'succeeded' || refunds.has(String(intent.id)))
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.`,
            },
          },
        ];
      const refund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.set(String(intent.id), refund);
      return remember(refund);
    }

    const match = /^\/v1\/payment_intents(?:\/(\w+))?(?:\/(cancel|confirm))?$/.exec(path);
    if (!match)
      return [404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }];
    const [, id, action] = match;
    if (method === 'POST' && !id) {
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
      return remember(intent);
    }
    const intent = id ? intents.get(id) : undefined;
    if (!intent) return [404, noSuchIntent];
    if (method === 'POST' && action === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return [400, unexpectedState('cancel', intent)];
      intent.status = 'canceled';
      return remember(intent);
    }
    if (method === 'POST' && action === 'confirm') {
      if (intent.status !== 'requires_payment_method') return [400, unexpectedState('confirm', intent)];
      intent.status = 'succeeded';
      return remember(intent);
    }
    return [200, intent];
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const [status, payload] = handle(
        req.method ?? 'GET',
        url.pathname,
        new URLSearchParams(body),
        idempotencyKey,
      );
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    intents,
    refunds,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (intent) intent.status = 'succeeded';
    },
    async confirm(intentId) {
      const res = await fetch(`${url}/v1/payment_intents/${intentId}/confirm`, { method: 'POST' });
      return { status: res.status, body: (await res.json()) as Json };
    },
    get refundsDown() {
      return state.refundsDown;
    },
    set refundsDown(value: boolean) {
      state.refundsDown = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
