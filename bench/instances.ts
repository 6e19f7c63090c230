// `npm run bench -- --instances`: two instances of the shop on one PostgreSQL and one Redis behind nginx (Debian's
// package, started here on 127.0.0.1), against one instance alone; then one instance killed mid-run while buyers
// order and browse through the balancer. Needs DATABASE_URL (a database of its own is created and dropped) and
// nginx on the PATH (or NGINX). docs/performance.md explains the numbers.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from './endpoints.ts';
import { drive, type Endpoint, type LoadResult } from './load.ts';
import { type Shop, startShop } from './processes.ts';
import { assetPathOf, BENCH_SHOP_ENV, fillCarts, freshDatabase, seed, settle, signIn } from './setup.ts';
import { type OrderCheck, verifyOrders } from './verify.ts';

const NGINX = process.env.NGINX ?? 'nginx';

export interface InstancesPlan {
  /** The first instance's port; the second takes port + 2, the balancer port + 3. */
  port: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  signedInCustomers: number;
}

export interface Comparison {
  name: string;
  one: LoadResult;
  two: LoadResult;
}

export interface KillRun {
  /** Seconds into the run at which the second instance was killed. */
  killedAtSeconds: number;
  browsing: LoadResult;
  ordering: LoadResult;
  /** Answers that were neither the endpoint's answers nor 409s: what clients saw of the kill. */
  failed: number;
  /** At most this many requests were in flight on the killed instance (one per connection it held). */
  inFlightBound: number;
}

export interface InstancesResult {
  comparisons: Comparison[];
  kill: KillRun;
  orders: OrderCheck;
}

interface Balancer {
  baseUrl: string;
  stop(): Promise<void>;
  log(): string;
}

/**
 * nginx in front of the given ports, round robin over keep-alive connections. A request that could not be
 * sent to an instance (refused, reset before it was written) goes to the other one; an order already sent
 * is never sent twice (nginx's rule for non-idempotent methods), so a client may see an order fail but never
 * one placed twice.
 */
async function startBalancer(port: number, upstreams: number[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-nginx-'));
  // nginx's workers run as an unprivileged user when the bench runs as root: they must reach its temp folders.
  fs.chmodSync(dir, 0o755);
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto http;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const errorLog = path.join(dir, 'error.log');
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const failed = once(child, 'error').then(([error]) => {
    throw new Error(`nginx could not start (${NGINX}; apt-get install nginx, or NGINX=<path>)`, {
      cause: error,
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = performance.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited:\n${stderr}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (performance.now() > deadline) throw new Error(`nginx did not answer within 15 s:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([ready, failed]);
  return {
    baseUrl,
    log: () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '') + stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function benchInstances(plan: InstancesPlan): Promise<InstancesResult> {
  if (!process.env.DATABASE_URL)
    throw new Error('--instances needs DATABASE_URL: two instances share one PostgreSQL');
  console.info('\n== Two instances behind nginx, PostgreSQL and Redis ==');
  const database = await freshDatabase('postgres', 'instances');
  const shops: Shop[] = [];
  let balancer: Balancer | undefined;
  try {
    const { generated } = await seed(database.config);
    const env = {
      ...database.env,
      ...BENCH_SHOP_ENV,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'true',
    };
    // One after the other: the second finds the migrations applied.
    shops.push(await startShop(env, plan.port));
    shops.push(await startShop(env, plan.port + 2));
    const [first, second] = shops as [Shop, Shop];
    balancer = await startBalancer(plan.port + 3, [plan.port, plan.port + 2]);

    const callers = await signIn(
      first.baseUrl,
      generated.customers.slice(0, plan.signedInCustomers).map((c) => c.email),
    );
    await fillCarts(first.baseUrl, callers, generated);
    const html = await (await fetch(`${first.baseUrl}/`)).text();
    // The tool page is not among the runs compared here: no slug is needed.
    const all = endpoints(generated, callers, assetPathOf(html), '');
    const named = (name: string): Endpoint => {
      const endpoint = all.find((e) => e.name === name);
      if (!endpoint) throw new Error(`the bench has no endpoint ${name}`);
      return endpoint;
    };
    const compared = [
      named('GET /api/product/:id'),
      named('GET /api/products'),
      named('GET /api/products?q='),
      named('POST /api/addOrder'),
    ];

    const orderStart = new Date(Date.now() - 1000);
    const orderResults: LoadResult[] = [];
    const options = { connections: plan.connections, seconds: plan.seconds };
    const measure = async (baseUrl: string, endpoint: Endpoint) => {
      const warmup = await drive(baseUrl, endpoint, { ...options, seconds: plan.warmupSeconds });
      await settle(baseUrl);
      const result = await drive(baseUrl, endpoint, options);
      await settle(baseUrl);
      if (endpoint.group === 'order') orderResults.push(warmup, result);
      return result;
    };
    const comparisons: Comparison[] = [];
    for (const endpoint of compared) {
      const one = await measure(first.baseUrl, endpoint);
      const two = await measure(balancer.baseUrl, endpoint);
      comparisons.push({ name: endpoint.name, one, two });
      console.info(
        `${endpoint.name.padEnd(26)} one ${String(one.requestsPerSecond).padStart(6)} req/s p99 ${one.latencyMs.p99} ms` +
          `   two behind nginx ${String(two.requestsPerSecond).padStart(6)} req/s p99 ${two.latencyMs.p99} ms` +
          `   errors ${one.errors}/${two.errors}`,
      );
    }

    // Buyers browse and order through the balancer; a third of the way in, the second instance dies.
    const half = Math.max(1, Math.floor(plan.connections / 2));
    const killAt = Math.max(1, Math.round(plan.seconds / 3));
    const browsingEndpoint = named('GET /api/product/:id');
    const orderingEndpoint = named('POST /api/addOrder');
    const running = Promise.all([
      drive(balancer.baseUrl, browsingEndpoint, { connections: half, seconds: plan.seconds }),
      drive(balancer.baseUrl, orderingEndpoint, { connections: half, seconds: plan.seconds }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, killAt * 1000));
    await second.kill();
    const [browsing, ordering] = await running;
    orderResults.push(ordering);
    // drive() counts socket errors, timeouts and statuses outside the endpoint's answers (nginx's 502s).
    const failed = browsing.errors + ordering.errors;
    const kill: KillRun = {
      killedAtSeconds: killAt,
      browsing,
      ordering,
      failed,
      // nginx keeps at most one request per client connection in flight, spread over both instances.
      inFlightBound: half * 2,
    };
    console.info(
      `Killed the second instance at ${killAt} s: browsing ${browsing.requestsPerSecond} req/s, ordering ` +
        `${ordering.requestsPerSecond} req/s, ${failed} requests failed (at most ${kill.inFlightBound} were in flight)`,
    );

    await balancer.stop();
    balancer = undefined;
    for (const shop of shops) await shop.stop();
    const created = orderResults.reduce((sum, r) => sum + (r.statuses['201'] ?? 0), 0);
    const orders = await verifyOrders(database.config, generated, orderStart, created);
    console.info(
      `Orders: ${orders.answered} acknowledged, ${orders.stored} stored, ${orders.missing} missing, ` +
        `${orders.oversold} oversold, ${orders.stockMismatches} stock mismatches`,
    );
    return { comparisons, kill, orders };
  } finally {
    if (balancer) {
      console.info(balancer.log());
      await balancer.stop();
    }
    for (const shop of shops) await shop.stop();
    await database.drop();
  }
}
