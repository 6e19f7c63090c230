import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real entry point in child processes, as `npm start` runs it: what an operator (or a crash) sees.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

/** Kills what a test file started and removes its folders (for afterAll). */
export function stopAllProcesses() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

export function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-proc-'));
  dirs.push(dir);
  return dir;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Run {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>, script = 'src/server.ts', args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

export async function waitForServing(run: Run, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().stdout.includes('is serving at')) {
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output().stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${JSON.stringify(run.output())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
