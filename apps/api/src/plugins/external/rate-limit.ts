import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits are declared per route (global: false). Counters live in memory, or in Redis when REDIS_URL is
 * set so that every instance counts together.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'ironvolt-rl:' } : {}),
      // A limiter that cannot reach Redis lets requests through rather than locking every customer out.
      skipOnError: true,
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
