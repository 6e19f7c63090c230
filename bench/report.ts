import type { LighthouseResult } from './lighthouse.ts';
import type { Endpoint, LoadResult } from './load.ts';
import type { OrderCheck } from './verify.ts';

export interface EndpointRun extends LoadResult {
  name: string;
  group: Endpoint['group'];
  /** p99 of the server's event-loop delay during the measured run. */
  eventLoopDelayP99Ms: number;
  /** The server's resident memory when the run ended, and the highest it had reached by then. */
  rssMb: number;
  peakRssMb: number;
  /** The main thread's V8 heap and what its objects hold outside it, when the run ended. */
  heapTotalMb: number;
  externalMb: number;
  /** The bare node:http server answering the same bytes. */
  ceilingRequestsPerSecond: number;
  /** Order runs: how long after the run the server was still sending the mails it wrote (drainMail). */
  mailDrainSeconds?: number;
}

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  seedMs: number;
  /** Launch of `npm start`'s script on the seeded database to its first answer. */
  startMs: number;
  /** Resident memory once the server answers, before any load. */
  rssAtStartMb: number;
  peakRssMb: number;
  endpoints: EndpointRun[];
  orders: OrderCheck;
}

export interface Target {
  database: string;
  what: string;
  goal: string;
  measured: string;
  met: boolean;
}

const ratio = (run: EndpointRun) =>
  run.ceilingRequestsPerSecond > 0 ? run.requestsPerSecond / run.ceilingRequestsPerSecond : 0;

/** The targets, each with what was measured. */
export function evaluate(databases: DatabaseRun[], lighthouse: LighthouseResult[] = []): Target[] {
  const targets: Target[] = [];
  for (const d of databases) {
    const add = (what: string, goal: string, measured: string, met: boolean) =>
      targets.push({ database: d.database, what, goal, measured, met });
    for (const run of d.endpoints.filter((r) => r.group === 'catalog')) {
      add(
        run.name,
        '≥ 50% of ceiling, p99 ≤ 25 ms',
        `${Math.round(ratio(run) * 100)}%, p99 ${run.latencyMs.p99} ms`,
        ratio(run) >= 0.5 && run.latencyMs.p99 <= 25 && run.errors === 0,
      );
    }
    // Issue 27's targets.
    for (const run of d.endpoints.filter((r) => r.group === 'search')) {
      add(
        run.name,
        '≥ 50% of ceiling, p99 ≤ 15 ms',
        `${Math.round(ratio(run) * 100)}%, p99 ${run.latencyMs.p99} ms`,
        ratio(run) >= 0.5 && run.latencyMs.p99 <= 15 && run.errors === 0,
      );
    }
    for (const run of d.endpoints.filter((r) => r.group === 'facets')) {
      add(
        run.name,
        '≥ 25% of ceiling, p99 ≤ 20 ms',
        `${Math.round(ratio(run) * 100)}%, p99 ${run.latencyMs.p99} ms`,
        ratio(run) >= 0.25 && run.latencyMs.p99 <= 20 && run.errors === 0,
      );
    }
    for (const run of d.endpoints.filter((r) => r.name === 'GET /api/myOrder/:email')) {
      const delayGoal = d.database === 'pglite';
      add(
        run.name,
        delayGoal ? '≥ 15% of ceiling, event-loop delay p99 ≤ 20 ms' : '≥ 15% of ceiling',
        `${Math.round(ratio(run) * 100)}%, event-loop delay p99 ${run.eventLoopDelayP99Ms} ms`,
        ratio(run) >= 0.15 && (!delayGoal || run.eventLoopDelayP99Ms <= 20) && run.errors === 0,
      );
    }
    for (const run of d.endpoints.filter((r) => r.group === 'order')) {
      // Issue 27's one-line orders; issue 23's checkouts of 3-line carts (each counted with its three PUTs).
      const checkout = run.name.includes('checkout');
      const goal = checkout
        ? d.database === 'postgres'
          ? 500
          : 250
        : d.database === 'postgres'
          ? 1500
          : 1000;
      const created = Math.round((run.statuses['201'] ?? 0) / run.seconds);
      add(
        run.name,
        `≥ ${goal} orders/s, 0 oversell, 0 errors beyond 409`,
        `${created} orders/s (${run.requestsPerSecond} answers/s), oversold ${d.orders.oversold}, ` +
          `stock mismatches ${d.orders.stockMismatches}, acknowledged but not stored ${d.orders.missing}, ` +
          `errors ${run.errors}`,
        created >= goal &&
          d.orders.oversold === 0 &&
          d.orders.stockMismatches === 0 &&
          d.orders.missing === 0 &&
          run.errors === 0,
      );
    }
    for (const run of d.endpoints.filter((r) => r.name === 'GET /api/cart'))
      add(
        run.name,
        '≥ 10% of ceiling',
        `${Math.round(ratio(run) * 100)}%, p99 ${run.latencyMs.p99} ms`,
        ratio(run) >= 0.1 && run.errors === 0,
      );
    const readDelays = d.endpoints
      .filter((r) => r.group === 'catalog' || r.group === 'search')
      .map((r) => r.eventLoopDelayP99Ms);
    const worstDelay = Math.max(0, ...readDelays);
    if (readDelays.length > 0)
      add('event-loop delay during reads', 'p99 ≤ 20 ms', `worst p99 ${worstDelay} ms`, worstDelay <= 20);
    const rssGoal = d.database === 'pglite' ? 300 : 200;
    add('peak RSS', `≤ ${rssGoal} MB`, `${d.peakRssMb} MB`, d.peakRssMb <= rssGoal);
    add('start on an existing database', '≤ 1.5 s', `${(d.startMs / 1000).toFixed(2)} s`, d.startMs <= 1500);
  }
  for (const l of lighthouse) {
    targets.push({
      database: 'web',
      what: `Lighthouse ${l.page}`,
      goal: 'performance, accessibility, best practices and SEO 100',
      measured: `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo} (median of ${l.runs})`,
      met: l.performance === 100 && l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100,
    });
  }
  return targets;
}

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
      return index === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

export function printReport(results: {
  machine: { cpu: string; cores: number; memoryGb: number; node: string };
  databases: DatabaseRun[];
  targets: Target[];
  lighthouse?: LighthouseResult[];
  seconds: number;
}) {
  const { machine } = results;
  console.info(`\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}`);
  for (const d of results.databases) {
    console.info(
      `\n${d.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}: start ${(d.startMs / 1000).toFixed(2)} s, ` +
        `RSS ${d.rssAtStartMb} MB at start, peak ${d.peakRssMb} MB, orders: ${d.orders.answered} acknowledged, ${d.orders.stored} stored ` +
        `(${d.orders.unread} completed after the load generator stopped reading), ` +
        `${d.orders.soldOut} products sold out, oversold ${d.orders.oversold}`,
    );
    console.info(
      table([
        [
          'endpoint',
          'req/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'ceiling req/s',
          '% ceiling',
          'loop p99 ms',
          'RSS MB (peak)',
          'heap / external MB',
        ],
        ...d.endpoints.map((run) => [
          run.name,
          String(run.requestsPerSecond),
          String(run.latencyMs.p50),
          String(run.latencyMs.p99),
          String(run.errors),
          String(run.ceilingRequestsPerSecond),
          `${Math.round(ratio(run) * 100)}%`,
          String(run.eventLoopDelayP99Ms),
          `${run.rssMb} (${run.peakRssMb})`,
          `${run.heapTotalMb} / ${run.externalMb}`,
        ]),
      ]),
    );
  }
  if (results.lighthouse?.length) {
    console.info('\nLighthouse (mobile)');
    console.info(
      table([
        ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'runs'],
        ...results.lighthouse.map((l) => [
          l.page,
          String(l.performance),
          String(l.accessibility),
          String(l.bestPractices),
          String(l.seo),
          String(l.runs),
        ]),
      ]),
    );
  }
  console.info('\nTargets');
  console.info(
    table([
      ['', 'database', 'what', 'goal', 'measured'],
      ...results.targets.map((t) => [t.met ? 'met' : 'MISSED', t.database, t.what, t.goal, t.measured]),
    ]),
  );
  console.info(`\nbench/results.json written; ${results.seconds} s in all.`);
}
