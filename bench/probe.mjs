// Loaded into the server under test with `node --import ./bench/probe.mjs`: the bench asks it, over the IPC
// channel that fork() opens, for the event-loop delay since the last reset and the process's peak memory.
// The server's own code knows nothing of it.
import { monitorEventLoopDelay } from 'node:perf_hooks';

// The histogram records the time between two turns of a timer that asks to run every RESOLUTION_MS, so an idle
// loop reads RESOLUTION_MS, not 0 (measured on Node 20: resolution 10 → p50 9.9, p99 11.0 ms on an idle
// process). The delay is what comes on top of the resolution, as @fastify/under-pressure computes it.
const RESOLUTION_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 100) / 100;
const delayMs = (ns) => Math.max(0, ms(ns - RESOLUTION_MS * 1e6));

process.on('message', (message) => {
  if (message === 'probe:reset') {
    histogram.reset();
    process.send?.({ type: 'probe:reset' });
  } else if (message === 'probe:read') {
    process.send?.({
      type: 'probe:read',
      eventLoopDelay: {
        p50: delayMs(histogram.percentile(50)),
        p99: delayMs(histogram.percentile(99)),
        max: delayMs(histogram.max),
      },
      rssMb: Math.round(process.memoryUsage.rss() / 1048576),
      // The main thread's V8 heap and the memory its objects hold outside it (buffers): where RSS went.
      heapTotalMb: Math.round(process.memoryUsage().heapTotal / 1048576),
      externalMb: Math.round(process.memoryUsage().external / 1048576),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    });
  }
});
// The channel must not keep a server alive that is shutting down.
process.channel?.unref();
