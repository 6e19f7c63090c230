import { setImmediate } from 'node:timers/promises';

/** How long a long loop may hold the server's one thread before the requests waiting there get their turn. */
export const TURN_MS = 10;

/**
 * A long loop's turns (thousands of CSV rows, an index of the whole catalog): `due()` once the loop has held the
 * thread for TURN_MS since its last turn, then `next()` waits one turn of the event loop, so that the sockets and
 * timers waiting go first. Counted in time, not items: an item's cost varies with the rows and the machine's load.
 * Between two turns nothing else runs, so a short loop stays one step. Hand-made: Node's `scheduler.yield()` gives
 * the turn but does not say when one is due.
 */
export function turns(budgetMs = TURN_MS): { due: () => boolean; next: () => Promise<void> } {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= budgetMs,
    next: async () => {
      await setImmediate();
      since = performance.now();
    },
  };
}
