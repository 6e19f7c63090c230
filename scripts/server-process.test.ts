import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlags } from './server-process.mjs';

describe('the settings a server process starts with', () => {
  it("gives glibc's allocator two arenas and a fixed mmap threshold", () => {
    const env = serverEnvironment({ PATH: '/usr/bin' });
    expect(env).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', PATH: '/usr/bin' });
  });

  it("leaves the operator's own allocator settings as they are", () => {
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '4' })).toMatchObject({
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    const tuned = serverEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=8' });
    expect(tuned.MALLOC_ARENA_MAX).toBeUndefined();
    expect(tuned.MALLOC_MMAP_THRESHOLD_).toBeUndefined();
  });

  it("collects V8's old generation at 1.3x unless the launcher's own flags say otherwise", () => {
    expect(serverNodeFlags([])).toEqual(['--heap-growing-percent=30']);
    expect(serverNodeFlags(['--heap_growing_percent=50'])).toEqual(['--heap_growing_percent=50']);
    expect(serverNodeFlags(['--import', 'probe.mjs'])).toEqual([
      '--heap-growing-percent=30',
      '--import',
      'probe.mjs',
    ]);
  });
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-launch-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A launcher as scripts/start.mjs is one, around a stand-in server that reports what it got and when. */
function writeLauncher(exitCode: number): string {
  const entry = path.join(dir, `server-${exitCode}.mjs`);
  fs.writeFileSync(
    entry,
    // It reports only once its handler is in place: a signal before that would end it with 128 + 15.
    `let terms = 0;
     process.on('SIGTERM', () => {
       terms += 1;
       console.log('SIGTERM ' + terms);
       setTimeout(() => process.exit(${exitCode}), 300); // a graceful close takes a moment
     });
     setInterval(() => {}, 1000);
     console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, flags: process.execArgv }));`,
  );
  const launcher = path.join(dir, `launcher-${exitCode}.mjs`);
  const module = JSON.stringify(path.join(import.meta.dirname, 'server-process.mjs'));
  fs.writeFileSync(
    launcher,
    `import { launchServer } from ${module};
     launchServer(${JSON.stringify(entry)}, { env: process.env, execArgv: process.execArgv });`,
  );
  return launcher;
}

function launch(exitCode: number) {
  const launcher = writeLauncher(exitCode);
  // A group of its own, as a terminal's foreground job is: a signal to the group reaches the launcher.
  const child = spawn(process.execPath, [launcher], { detached: true, env: { PATH: process.env.PATH } });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = async () => {
    while (!output.includes('flags')) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { child, exited, started, output: () => output };
}

describe('launching the server', { timeout: 30_000 }, () => {
  it('starts it with those settings and passes a signal sent twice to the group on once', async () => {
    const run = launch(0);
    await run.started();
    expect(JSON.parse(run.output().split('\n')[0] ?? '')).toEqual({
      arenas: '2',
      flags: ['--heap-growing-percent=30'],
    });
    const group = -(run.child.pid ?? 0);
    process.kill(group, 'SIGTERM');
    // As npm passes on a Ctrl-C that the terminal also sent: a moment later, not merged with the first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(group, 'SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('SIGTERM 1');
    expect(run.output()).not.toContain('SIGTERM 2');
  });

  it('stops the server once what started it is gone, as when a supervisor ends only npm', async () => {
    const launcher = writeLauncher(0);
    // A shell stands for npm: it starts the launcher, then is ended without passing anything on.
    const shell = spawn(
      'sh',
      ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(launcher)} & wait`],
      {
        detached: true,
        env: { PATH: process.env.PATH },
      },
    );
    let output = '';
    shell.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const seen = async (text: string) => {
      for (let waited = 0; !output.includes(text); waited += 20) {
        if (waited > 20_000) throw new Error(`no "${text}" in: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await seen('flags');
    shell.kill('SIGKILL');
    await seen('SIGTERM 1');
  });

  it("ends with the server's exit code", async () => {
    const run = launch(3);
    await run.started();
    process.kill(run.child.pid ?? 0, 'SIGTERM');
    expect(await run.exited).toBe(3);
  });
});
