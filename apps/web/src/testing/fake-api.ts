import { setApiTransport } from '@/lib/api-client';

/** One call the component made, as the API would receive it. */
export type ApiCall = { method: string; path: string; body: unknown };

type Answer = { status?: number; body?: unknown };
type Route = (call: ApiCall) => Answer | undefined;

/**
 * Stands in for the API behind the app's one transport (lib/api-client.ts): every call is recorded, and answered by
 * the first route that answers it; a call no route answers fails the test with its method and path.
 */
export const fakeApi = (...routes: Route[]) => {
  const calls: ApiCall[] = [];
  setApiTransport(async (path, init) => {
    const raw = init.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { method: init.method ?? 'GET', path, body };
    calls.push(call);
    for (const route of routes) {
      const answer = route(call);
      if (answer)
        return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json' },
        });
    }
    throw new Error(`no fake answer for ${call.method} ${path}`);
  });
  return calls;
};

/** A route answering one method and path (or paths matching a pattern). */
export const on =
  (method: string, path: string | RegExp, answer: (call: ApiCall) => Answer): Route =>
  (call) =>
    call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))
      ? answer(call)
      : undefined;
