import autocannon from 'autocannon';

export interface NextRequest {
  /** This request's own method, where a cycle mixes them. */
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Endpoint {
  name: string;
  group: 'catalog' | 'search' | 'facets' | 'web' | 'signed-in' | 'order';
  method: 'GET' | 'POST';
  /**
   * Builds each request: random ids, terms and callers come from here. `connection` is one object per
   * connection, kept across its requests (a buyer that fills a cart, then checks it out, on one connection).
   */
  next: (connection: Record<string, unknown>) => NextRequest;
  /**
   * Requests per connection cycle: the connection sends `next` this many times in a row, step 0 first (its
   * `step` in `connection.step`), and starts again. One request per cycle unless said.
   */
  cycle?: number;
  /** Statuses that are answers, not errors (an order for stock that has run out gets 409). */
  expected: number[];
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Connection errors, timeouts and unexpected statuses. */
  errors: number;
  statuses: Record<string, number>;
  total: number;
  seconds: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** Drives one endpoint with autocannon: keep-alive connections, no pipelining, fixed duration. */
export async function drive(baseUrl: string, endpoint: Endpoint, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: options.seconds,
    timeout: 10,
    requests: Array.from({ length: endpoint.cycle ?? 1 }, (_, step) => ({
      // A step's method comes with its request: a cart is filled with PUTs, then checked out with a POST.
      setupRequest: (request: autocannon.Request, context: object) => {
        const connection = context as Record<string, unknown>;
        connection.step = step;
        const next = endpoint.next(connection);
        return {
          ...request,
          method: next.method ?? endpoint.method,
          path: next.path,
          headers: { ...next.headers, ...(next.body ? { 'content-type': 'application/json' } : {}) },
          ...(next.body ? { body: next.body } : {}),
        };
      },
    })),
  });
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stat.count ?? 0;
  }
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !endpoint.expected.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: Math.round(total / options.seconds),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + unexpected,
    statuses,
    total,
    seconds: options.seconds,
  };
}
