import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { C_HEAP_SETTINGS, runsOnGlibc, tuneCHeap } from './c-heap.ts';

const onGlibc = runsOnGlibc();
const settings = { ...C_HEAP_SETTINGS, trimEveryMs: 0, trimOnGrowthBytes: 0 };
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const module = JSON.stringify(path.join(path.dirname(fileURLToPath(import.meta.url)), 'c-heap.ts'));

/**
 * What every script starts with: the module under test, `wait`, and `takeAndFree(count)`, which takes `count`
 * 64 KiB buffers (below the 128 KiB threshold, so inside an arena) and frees all but the newest, which keeps glibc
 * from shrinking the heap from its top by itself: only a trim returns the rest. It answers the newest buffer and
 * the process's resident size while it held them all.
 */
const PRELUDE = `
  import { C_HEAP_SETTINGS, tuneCHeap } from ${module};
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const takeAndFree = async (count: number) => {
    let blocks: Buffer[] | undefined = Array.from({ length: count }, () => Buffer.alloc(64 * 1024, 1));
    const grown = process.memoryUsage.rss();
    const newest = blocks.at(-1);
    blocks = undefined;
    for (let i = 0; i < 3; i++) {
      globalThis.gc?.();
      await wait(50);
    }
    return { newest, grown };
  };
`;

/** Runs PRELUDE and a script after it in a fresh node (tsx, an exposed gc) and returns what it printed as JSON. */
async function runScript(source: string): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-c-heap-'));
  dirs.push(dir);
  const script = path.join(dir, 'script.mts');
  fs.writeFileSync(script, `${PRELUDE}\n${source}`);
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    env: { PATH: process.env.PATH ?? '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the script failed (${code}): ${stderr}`);
  return JSON.parse(stdout);
}

describe.runIf(onGlibc)("the C library's allocator (glibc)", () => {
  it('gives the pages of freed buffers back to the system when trimmed', async () => {
    const result = await runScript(`
      const heap = await tuneCHeap({ ...C_HEAP_SETTINGS, trimEveryMs: 0, trimOnGrowthBytes: 0 });
      const { newest } = await takeAndFree(1600);
      const before = process.memoryUsage.rss();
      const released = await heap?.trim();
      const after = process.memoryUsage.rss();
      console.log(JSON.stringify({ before, after, released, kept: newest?.length }));
    `);
    expect(result.released).toBe(true);
    expect(result.kept).toBe(64 * 1024);
    expect((result.before as number) - (result.after as number)).toBeGreaterThan(60 * 1024 * 1024);
  });

  it('applies its settings unless the environment already gave them to glibc', async () => {
    const tuned = await tuneCHeap(settings, { MALLOC_ARENA_MAX: '' });
    expect(tuned?.applied).toEqual({ arenaMax: true, mmapThreshold: true });
    tuned?.stop();

    const byVariables = await tuneCHeap(settings, { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(byVariables?.applied).toEqual({ arenaMax: false, mmapThreshold: false });
    byVariables?.stop();

    const byTunables = await tuneCHeap(settings, { GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' });
    expect(byTunables?.applied).toEqual({ arenaMax: false, mmapThreshold: true });
    byTunables?.stop();
  });

  it('trims on its timer, and no more once stopped', async () => {
    const result = await runScript(`
      const kept = [(await takeAndFree(800)).newest];
      const before = process.memoryUsage.rss();
      // the timer starts only now, with the freed buffers already measured
      // with the growth watch on (its ticks every 50 ms) but far from its threshold: the timed trim alone acts
      const heap = await tuneCHeap({
        ...C_HEAP_SETTINGS, trimEveryMs: 100, watchEveryMs: 50, trimOnGrowthBytes: 2 ** 30,
      });
      await wait(600);
      const trimmed = process.memoryUsage.rss();
      heap?.stop();
      kept.push((await takeAndFree(800)).newest);
      const afterStop = process.memoryUsage.rss();
      await wait(600);
      const later = process.memoryUsage.rss();
      console.log(JSON.stringify({ before, trimmed, afterStop, later, kept: kept.length }));
    `);
    const MB = 1024 * 1024;
    expect((result.before as number) - (result.trimmed as number)).toBeGreaterThan(30 * MB);
    // stopped: the second 50 MB freed stays with glibc
    expect((result.afterStop as number) - (result.later as number)).toBeLessThan(10 * MB);
    expect((result.afterStop as number) - (result.trimmed as number)).toBeGreaterThan(30 * MB);
  });

  it('trims before its time when the process grew by the given size, and not for less', async () => {
    // The timed trim is a minute away: only the growth watch can trim within these scripts, and the two differ
    // only in its threshold. The 100 MB are taken and freed before the watch first looks, 2 s after it starts
    // (the allocation is synchronous; with the collections it takes ~200 ms on an idle machine).
    const WATCH_MS = 2000;
    const script = (trimOnGrowthBytes: number) => `
      const heap = await tuneCHeap({
        ...C_HEAP_SETTINGS, trimEveryMs: 60_000, watchEveryMs: ${WATCH_MS}, trimOnGrowthBytes: ${trimOnGrowthBytes},
      });
      const started = performance.now();
      const { newest, grown } = await takeAndFree(1600);
      const freedAfterMs = performance.now() - started;
      await wait(${WATCH_MS} * 2 + 500);
      const later = process.memoryUsage.rss();
      heap?.stop();
      console.log(JSON.stringify({ grown, later, freedAfterMs, kept: newest?.length }));
    `;
    const watched = await runScript(script(8 * 1024 * 1024));
    const unwatched = await runScript(script(2 ** 30));
    for (const { freedAfterMs } of [watched, unwatched])
      expect(freedAfterMs, 'the machine took longer to free 100 MB than the watch period').toBeLessThan(
        WATCH_MS,
      );
    const MB = 1024 * 1024;
    expect(watched.kept).toBe(64 * 1024);
    expect((watched.grown as number) - (watched.later as number)).toBeGreaterThan(60 * MB);
    // below its threshold the watch leaves the freed 100 MB with glibc until the timed trim
    expect((unwatched.grown as number) - (unwatched.later as number)).toBeLessThan(20 * MB);
  });
});

describe.skipIf(onGlibc)('elsewhere', () => {
  it('changes nothing', async () => {
    expect(await tuneCHeap(settings, {})).toBeUndefined();
  });
});
