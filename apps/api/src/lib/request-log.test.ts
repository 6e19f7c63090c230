import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedUrl, loggerOptions } from './request-log.ts';

describe('the request log', () => {
  it('writes no secret of a mailed link: invitation, reset and address-proof tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions('debug', stream) });
    app.get('/*', async () => 'page');
    await app.ready();
    for (const url of [
      '/dashboard/trade-account?invitation=INVITE-SECRET',
      '/reset-password?token=RESET-SECRET&next=%2Fcart',
      '/verify-email?Token=PROOF-SECRET',
    ])
      expect(
        (await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer B-SECRET' } })).statusCode,
      ).toBe(200);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/dashboard/trade-account?invitation=[redacted]"');
    expect(log).toContain('"url":"/reset-password?token=[redacted]&next=%2Fcart"');
    expect(log).not.toMatch(/SECRET/);
  });

  it('leaves other parameters and malformed ones as they came', () => {
    expect(loggedUrl('/catalog?q=drill&page=2')).toBe('/catalog?q=drill&page=2');
    expect(loggedUrl('/x?%E0%A4%A=1&invitation')).toBe('/x?%E0%A4%A=1&invitation');
    expect(loggedUrl('/x?invit%61tion=abc')).toBe('/x?invit%61tion=[redacted]');
  });
});
