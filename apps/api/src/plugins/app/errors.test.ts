import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.ts';
import { errorsPlugin } from './errors.ts';

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  app.register(errorsPlugin);
  app.get('/busy', async () => {
    throw new HttpError(503, 'Busy, come back soon', undefined, 1);
  });
  app.get('/gone', async () => {
    throw new HttpError(404, 'Not here');
  });
  afterAll(() => app.close());

  it('sends Retry-After with an HttpError that sets it, and the message as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ message: 'Busy, come back soon' });
  });

  it('sends no Retry-After when the error does not set it', async () => {
    const res = await app.inject({ method: 'GET', url: '/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'Not here' });
  });
});
