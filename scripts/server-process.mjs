// How a server process is started (`npm start`, the bench): settings that the C library and V8 read only when a
// process starts are given here, in its environment and on its command line, and never by the server's own
// code (ADR 020). Whatever the operator already set wins.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The production server's entry, built by `npm run build`. */
export const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');

/**
 * glibc's allocator: the threads (V8's helpers, libuv's pool, the embedded database's thread) share two arenas
 * instead of up to eight per core, and allocations from 128 KiB up get pages of their own that go back to the
 * system when freed (a fixed threshold also stops glibc from raising it to 32 MiB). Other C libraries ignore them.
 */
export const ALLOCATOR_DEFAULTS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** V8 collects the old generation at 1.3 times what was alive after the last collection (ADR 014, 019). */
export const NODE_FLAG_DEFAULTS = ['--heap-growing-percent=30'];

const flagName = (flag) => flag.replace(/^--/, '').split('=')[0].replaceAll('_', '-');

/** The environment of a server process: the allocator defaults under whatever `env` already says. */
export function serverEnvironment(env) {
  // A glibc.malloc tunable names the same settings in another form; the operator's then stands alone.
  if ((env.GLIBC_TUNABLES ?? '').includes('glibc.malloc.')) return { ...env };
  return { ...ALLOCATOR_DEFAULTS, ...env };
}

/** node's flags for a server process: the defaults, except those `given` (the launcher's own flags) name. */
export function serverNodeFlags(given) {
  const named = new Set(given.filter((flag) => flag.startsWith('--')).map(flagName));
  return [...NODE_FLAG_DEFAULTS.filter((flag) => !named.has(flagName(flag))), ...given];
}

/**
 * Runs `entry` in a node process of its own with the settings above, passes this process's signals on to it
 * once, and ends this process with its exit code. The child has a process group of its own: a Ctrl-C (or a
 * signal sent to the whole group) reaches only this process, and the same signal twice within half a second
 * (npm passes on what the terminal also sent) is passed on once, since a second one ends the server without its
 * graceful close.
 */
export function launchServer(entry, { env, execArgv }) {
  const server = spawn(process.execPath, [...serverNodeFlags(execArgv), entry], {
    env: serverEnvironment(env),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const lastPassedOn = new Map();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const now = Date.now();
      if (now - (lastPassedOn.get(signal) ?? 0) < 500) return;
      lastPassedOn.set(signal, now);
      server.kill(signal);
    });
  }
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  // A supervisor that signals only `npm start`'s own process ends npm and its shell, not this one, which is then
  // left to the system: once what started this process is gone, the server is stopped as if sent SIGTERM.
  const parent = process.ppid;
  const orphaned = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphaned);
    server.kill('SIGTERM');
  }, 500);
  orphaned.unref();
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  return server;
}
