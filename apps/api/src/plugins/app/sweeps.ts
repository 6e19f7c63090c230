import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A sweep's work: it answers how many rows it changed. */
type SweepWork = () => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a sweep once the app is ready, then every `seconds` on this instance until it closes. Every instance
     * sweeps: the work must decide through the database who does what. A run that changed rows is announced to
     * every instance's read cache, as a write request is (ADR 024). A failure is logged and the next run tries
     * again.
     */
    sweepEvery(seconds: number, what: string, work: SweepWork): void;
  }
}

/** The app's background jobs, the one way besides requests that it writes. */
export const sweepsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'sweepEvery',
      function (this: FastifyInstance, seconds: number, what: string, work: SweepWork) {
        const run = async () => {
          try {
            if ((await work()) > 0) this.readCache.afterWrite();
          } catch (error) {
            this.log.error({ err: error }, `${what} failed`);
          }
        };
        const timer = setInterval(run, seconds * 1000);
        timer.unref();
        this.addHook('onReady', run);
        this.addHook('onClose', async () => clearInterval(timer));
      },
    );
  },
  { name: 'sweeps', dependencies: ['read-cache'] },
);
