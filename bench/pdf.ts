// How long rendering an invoice PDF holds the server's event loop (issue 24 allows 20 ms), for a 1-line and a
// 100-line invoice, first after a start and warm:
//   npx tsx bench/pdf.ts             # as the server renders them (the PDF thread, ADR 037)
//   npx tsx bench/pdf.ts --in-thread # pdfkit called in the main thread, as before ADR 037
// BENCH_RUNS (warm renders per case, 30) and BENCH_STARTS (fresh processes per case, 3) adjust it.
// Every figure comes from fresh processes, each rendering one case BENCH_RUNS + 1 times (the first is "first after
// start"), 20 ms apart, two ways:
// - wall time: the largest gap between the ticks of a 1 ms interval, read after a later tick so that a block at
//   the end is counted. On a busy machine it also counts the moments the operating system gave the main thread's
//   core to another thread (the PDF thread, other processes): the noise-floor row shows how much.
// - what the main thread ran: the longest run of its CPU profile (node --cpu-prof, a sample every 0.1 ms, no
//   interval ticking) without an idle sample, within each render and the 20 ms after it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { renderInvoicePdf } from '../apps/api/src/features/orders/invoice-pdf.ts';
import { pdfThread } from '../apps/api/src/features/orders/invoice-pdf-thread.ts';
import { sampleInvoice } from './invoice-fixture.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const inThread = process.argv.includes('--in-thread');
const child = process.argv.find((arg) => arg.startsWith('--child='))?.slice('--child='.length);
const lineCount = Number(process.argv.find((arg) => arg.startsWith('--lines='))?.slice('--lines='.length));

interface Render {
  total: number;
  /** The largest gap of the 1 ms interval, less its own 1 ms (the "probe" pass only). */
  probe: number;
  /** The render and the 20 ms after it, in microseconds of the clock CPU profiles use. */
  from: number;
  to: number;
}

/** The child: renders its case RUNS + 1 times (none for 0 lines: 15 ms of doing nothing) and prints each. */
async function renderAll(probing: boolean): Promise<Render[]> {
  const pdfs = pdfThread();
  const invoice = lineCount > 0 ? sampleInvoice(lineCount) : undefined;
  const renders: Render[] = [];
  await sleep(50);
  for (let run = 0; run <= RUNS; run++) {
    let last = performance.now();
    let probe = 0;
    const interval = probing
      ? setInterval(() => {
          const now = performance.now();
          probe = Math.max(probe, now - last);
          last = now;
        }, 1)
      : undefined;
    await sleep(5);
    probe = 0;
    last = performance.now();
    const from = process.hrtime.bigint();
    const start = performance.now();
    if (invoice) {
      const pdf = await (inThread ? renderInvoicePdf(invoice) : pdfs.render(invoice));
      if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
    } else await sleep(15);
    const total = performance.now() - start;
    // Ticks after the render, so that a block just before it resolved is counted.
    await sleep(20);
    const to = process.hrtime.bigint();
    clearInterval(interval);
    renders.push({
      total,
      probe: Math.max(0, probe - 1),
      from: Number(from / 1000n),
      to: Number(to / 1000n),
    });
  }
  await pdfs.close();
  return renders;
}

interface Profile {
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The longest stretch of the profile within [from, to] whose samples are not idle, in ms. */
function longestRun(profile: Profile, from: number, to: number): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  let at = profile.startTime;
  let longest = 0;
  let run = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < from || at > to) return;
    // The next delta is how long the thread stayed in this sample's state.
    run = idle.has(id) ? 0 : run + (profile.timeDeltas[index + 1] ?? 0);
    longest = Math.max(longest, run);
  });
  return longest / 1000;
}

const childRun = (mode: 'probe' | 'profile', lines: number, nodeFlags: string[] = []) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        ...nodeFlags,
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        `--child=${mode}`,
        `--lines=${lines}`,
        ...(inThread ? ['--in-thread'] : []),
      ],
      { encoding: 'utf8', env: { ...process.env, BENCH_RUNS: String(RUNS) } },
    ),
  ) as Render[];

/** First-after-start and warm figures of one case: wall time (probe pass) and what the main thread ran. */
function measureCase(lines: number) {
  const first = { total: [] as number[], probe: [] as number[], ran: [] as number[] };
  const warm = { total: [] as number[], probe: [] as number[], ran: [] as number[] };
  for (let start = 0; start < STARTS; start++) {
    const probed = childRun('probe', lines);
    for (const [index, render] of probed.entries()) {
      const into = index === 0 ? first : warm;
      into.total.push(render.total);
      into.probe.push(render.probe);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-pdf-bench-'));
    try {
      const profiled = childRun('profile', lines, [
        '--cpu-prof',
        '--cpu-prof-interval=100',
        `--cpu-prof-dir=${dir}`,
      ]);
      // node names each thread's profile CPU.<date>.<time>.<pid>.<thread id>.<n>: thread 0 is the main thread.
      const main = fs.readdirSync(dir).find((name) => name.split('.')[4] === '0');
      if (!main) throw new Error(`no main-thread profile in ${dir}`);
      const profile = JSON.parse(fs.readFileSync(path.join(dir, main), 'utf8')) as Profile;
      for (const [index, render] of profiled.entries())
        (index === 0 ? first : warm).ran.push(longestRun(profile, render.from, render.to));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return { first, warm };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const range = (values: number[]) => `${fmt(Math.min(...values))}–${fmt(Math.max(...values))}`;
const medianMax = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${fmt(sorted[Math.floor(sorted.length / 2)] ?? 0)} / ${fmt(sorted.at(-1) ?? 0)}`;
};

if (child) {
  process.stdout.write(JSON.stringify(await renderAll(child === 'probe')));
} else {
  console.info(
    `${inThread ? 'pdfkit in the main thread' : 'the PDF thread'}; node ${process.version}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.info(
    '| case | time to the whole PDF (ms) | longest gap of a 1 ms interval (ms, wall) | longest the main thread ran (ms, CPU profile) |',
  );
  console.info('|---|---|---|---|');
  for (const lines of [0, 1, 100]) {
    const { first, warm } = measureCase(lines);
    const what = lines === 0 ? 'no render, 15 ms idle (noise floor)' : `${lines} line${lines > 1 ? 's' : ''}`;
    if (lines > 0)
      console.info(
        `| ${what}, first after start (${STARTS} starts, min–max) | ${range(first.total)} | ${range(first.probe)} | ${range(first.ran)} |`,
      );
    console.info(
      `| ${what}, warm (${warm.total.length} renders, median / max) | ${medianMax(warm.total)} | ${medianMax(warm.probe)} | ${medianMax(warm.ran)} |`,
    );
  }
}
