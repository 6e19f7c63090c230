import type { FastifyInstance } from 'fastify';

/**
 * Runs a sweep once the app is ready, then every `seconds` on this instance until it closes. Every instance
 * sweeps: the work must decide through the database who does what. A failure is logged and the next run tries
 * again.
 */
export function sweepEvery(
  app: FastifyInstance,
  seconds: number,
  what: string,
  work: () => Promise<void>,
): void {
  const run = async () => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    }
  };
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => clearInterval(timer));
}
