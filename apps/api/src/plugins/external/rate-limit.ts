import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { StartupError } from '../../config/env.ts';
import { redactUrl } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';

export interface LimiterOptions {
  /** Counters with different names never mix. */
  name: string;
  /** What is counted: the client address, the account tried, the signed-in user... */
  key: (request: FastifyRequest) => string;
  /** Tries allowed in the window; a function when it depends on who asks (an admin's uploads). */
  max: number | ((request: FastifyRequest) => number);
  timeWindow: number;
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A limit as a route hook: counts every try under its name and key, and answers 429 with Retry-After once
     * the window holds more than `max` tries. Several can run on one route (per address, then per account).
     */
    limiter(options: LimiterOptions): (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Rate limits are declared per route (global: false). Counters live in memory, or in Redis when REDIS_URL is
 * set so that every instance counts together.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      // Loaded only when configured: the client is several MB of the server's memory.
      const { Redis: RedisClient } = await import('ioredis');
      redis = new RedisClient(app.config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
      try {
        await redis.connect();
      } catch (error) {
        redis.disconnect();
        throw new StartupError(
          `REDIS_URL ${redactUrl(app.config.redisUrl)} cannot be reached (${(error as Error).message})`,
        );
      }
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: app.config.rateLimitPrefix } : {}),
      // A limiter that cannot reach Redis lets requests through rather than locking every customer out.
      skipOnError: true,
    });
    app.decorate('limiter', (options: LimiterOptions) => {
      const check = app.createRateLimit({
        max: options.max,
        timeWindow: options.timeWindow,
        keyGenerator: (request) => `${options.name}:${options.key(request)}`,
      });
      return async (request: FastifyRequest) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        throw new HttpError(429, options.message, undefined, result.ttlInSeconds);
      };
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
