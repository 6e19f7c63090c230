import autocannon from 'autocannon';

export interface NextRequest {
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Endpoint {
  name: string;
  group: 'catalog' | 'search' | 'web' | 'signed-in' | 'order';
  method: 'GET' | 'POST';
  /** Builds each request: random ids, terms and callers come from here. */
  next: () => NextRequest;
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
    requests: [
      {
        method: endpoint.method,
        setupRequest: (request) => {
          const next = endpoint.next();
          return {
            ...request,
            path: next.path,
            headers: { ...next.headers, ...(next.body ? { 'content-type': 'application/json' } : {}) },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
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
