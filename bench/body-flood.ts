// Anonymous JSON bodies against /api/health's promptness (issue 21, docs/performance.md "Anonymous bodies"):
// starts a built server on an empty embedded database, measures /api/health alone, then while 16 connections
// post large JSON arrays without signing in, and reports the health checks' latency and the server's CPU per body.
//
//   npx tsx bench/body-flood.ts [--server apps/api/dist/server.js] [--seconds 10] [--kb 64]
//
// BENCH_PORT (default 4510) is the server's port. `--server` may name another build (an older one, to compare).
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drive } from './load.ts';
import { root } from './processes.ts';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: path.join(root, 'apps/api/dist/server.js') },
    seconds: { type: 'string', default: '10' },
    kb: { type: 'string', default: '64' },
    // Internal: this script forks itself to send the flood from another process, so that the sending does not
    // delay the health checks' own timers.
    flood: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const port = Number(process.env.BENCH_PORT ?? 4510);
const base = `http://127.0.0.1:${port}`;

/** The server's CPU time so far, in ms, from Linux's /proc (utime + stime, in 1/100 s). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-flood-'));
  const { DATABASE_URL: _embeddedOnly, ...inherited } = process.env;
  let output = '';
  const child = fork(path.resolve(values.server), [], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (tries > 600 || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** /api/health every 50 ms for `ms`, each timed from when it was due; none waits for the one before. */
async function healthChecks(ms: number): Promise<number[]> {
  const checks: Promise<number>[] = [];
  const begin = performance.now();
  for (let due = begin + 50; due < begin + ms; due += 50) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    checks.push(
      fetch(`${base}/api/health`).then(async (res) => {
        await res.arrayBuffer();
        return performance.now() - due;
      }),
    );
  }
  return (await Promise.all(checks)).sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) => Math.round(sorted[Math.floor(sorted.length * q)] ?? 0);

/** The flood: 16 connections posting the body for `seconds`, from a new client address each time. */
async function flood() {
  // The costliest body for a walk over every element: an array of numbers filling `kb` kilobytes.
  const elements = Math.floor((Number(values.kb) * 1024 - 2) / 2);
  const body = `[${Array.from({ length: elements }, () => '0').join(',')}]`;
  const targets = ['/api/login', '/api/register', '/api/addOrder', '/api/addReview'];
  let n = 0;
  const endpoint = {
    name: 'anonymous bodies',
    group: 'signed-in' as const,
    method: 'POST' as const,
    next: () => {
      n++;
      // The server trusts the proxy: per-address limits never step in, every body is read.
      return {
        path: targets[n % targets.length] ?? '/api/login',
        headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body,
      };
    },
    expected: [400, 401, 413, 429],
  };
  await drive(base, endpoint, { connections: 4, seconds: 1 }); // each route's validators compiled first
  process.send?.({ type: 'started', bodyBytes: Buffer.byteLength(body) });
  const load = await drive(base, endpoint, { connections: 16, seconds });
  process.send?.({ type: 'done', load });
}

async function measure() {
  const child = await start();
  const pid = child.pid ?? 0;
  try {
    const quiet = await healthChecks(seconds * 1000);
    const sender = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--flood'], {
      execArgv: process.execArgv,
    });
    const messages: Record<string, Record<string, unknown>> = {};
    const arrived = (type: string) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const check = () => (messages[type] ? resolve(messages[type]) : setTimeout(check, 20));
        check();
      });
    sender.on('message', (message: { type: string }) => {
      messages[message.type] = message;
    });
    const { bodyBytes } = await arrived('started');
    const cpuBefore = cpuMs(pid);
    const busy = await healthChecks(seconds * 1000);
    const { load } = (await arrived('done')) as { load: Awaited<ReturnType<typeof drive>> };
    const cpuPerBody = (cpuMs(pid) - cpuBefore) / load.total;
    console.info(
      JSON.stringify(
        {
          server: path.relative(root, path.resolve(values.server)),
          bodyBytes,
          loadAverage: os.loadavg().map((x) => Number(x.toFixed(1))),
          healthAloneMs: { p50: at(quiet, 0.5), p90: at(quiet, 0.9), max: at(quiet, 1 - 1e-9) },
          healthDuringFloodMs: { p50: at(busy, 0.5), p90: at(busy, 0.9), max: at(busy, 1 - 1e-9) },
          bodiesPerSecond: Math.round(load.requestsPerSecond),
          statuses: load.statuses,
          serverCpuMsPerBody: Number(cpuPerBody.toFixed(2)),
        },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

if (values.flood) await flood();
else await measure();
