import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, serverEnvironment, serverNodeFlags } from '../scripts/server-process.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const probe = path.join(root, 'bench/probe.mjs');

export interface ProbeReading {
  eventLoopDelay: { p50: number; p99: number; max: number };
  rssMb: number;
  heapTotalMb: number;
  externalMb: number;
  peakRssMb: number;
}

interface Message {
  type: string;
  [key: string]: unknown;
}

/** Sends a message to a forked child and waits for its answer of the given type. */
async function ask<T>(child: ChildProcess, message: unknown, answer: string, timeoutMs = 10_000): Promise<T> {
  const reply = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${answer} from process ${child.pid}`)), timeoutMs);
    const onMessage = (received: Message) => {
      if (received.type !== answer) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(received as T);
    };
    child.on('message', onMessage);
  });
  child.send(message as never);
  return reply;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _chosenByTheBench, ...rest } = env;
  return rest;
}

export interface Shop {
  baseUrl: string;
  /** Milliseconds from launch to the first answered /api/health. */
  startMs: number;
  resetProbe(): Promise<void>;
  readProbe(): Promise<ProbeReading>;
  stop(): Promise<void>;
  /** Ends the server at once (SIGKILL), as a crash or a lost machine would: nothing in flight is finished. */
  kill(): Promise<void>;
  /** What the server printed (warnings and errors: it runs with LOG_LEVEL=warn). */
  output(): string;
}

/** Fails when something already listens on the port: its answers would be measured as the shop's. */
async function ensurePortFree(port: number): Promise<void> {
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `port ${port} is taken by another process (a server left running?); BENCH_PORT picks another`,
      {
        cause: error,
      },
    );
  }
  await new Promise((resolve) => server.close(resolve));
}

/**
 * Launches the production build with the settings `npm start` gives its server process
 * (scripts/server-process.mjs) and the probe preloaded, and waits until it answers.
 */
export async function startShop(env: Record<string, string>, port: number): Promise<Shop> {
  await ensurePortFree(port);
  const started = performance.now();
  let output = '';
  const child = fork(SERVER_ENTRY, [], {
    cwd: root,
    // BENCH_CPU_PROFILE_DIR=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
    execArgv: serverNodeFlags([
      '--import',
      probe,
      ...(process.env.BENCH_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
        : []),
    ]),
    // The database is the bench's choice alone: a DATABASE_URL in the bench's own environment must not turn the
    // embedded database's run into a PostgreSQL one.
    env: serverEnvironment({
      NODE_ENV: 'production',
      ...withoutDatabaseUrl(process.env),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    }),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) {
      await stop(child);
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = Math.round(performance.now() - started);
  return {
    baseUrl,
    startMs,
    resetProbe: async () => {
      await ask(child, 'probe:reset', 'probe:reset');
    },
    readProbe: () => ask<ProbeReading>(child, 'probe:read', 'probe:read'),
    stop: () => stop(child),
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    output: () => output,
  };
}

export interface CapturedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Ceiling {
  baseUrl: string;
  serve(answer: CapturedAnswer): Promise<void>;
  stop(): Promise<void>;
}

/** The bare node:http server (bench/ceiling.mjs) in its own process, like the shop. */
export async function startCeiling(port: number): Promise<Ceiling> {
  await ensurePortFree(port);
  const child = fork(path.join(root, 'bench/ceiling.mjs'), [], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    serve: async (answer) => {
      await ask(
        child,
        {
          type: 'ceiling:answer',
          status: answer.status,
          headers: answer.headers,
          body: answer.body.toString('base64'),
        },
        'ceiling:ready',
      );
    },
    stop: () => stop(child),
  };
}
