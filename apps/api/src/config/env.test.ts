import { describe, expect, it } from 'vitest';
import { loadConfig, StartupError } from './env.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data on port 3000, with the demo seed on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: config.dataDir });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.shopName).toBe('Ironvolt Tools');
  });

  it('uses PostgreSQL when DATABASE_URL is set, with the demo seed off unless SEED_DEMO=true', () => {
    const url = 'postgres://shop@db.internal:5432/ironvolt';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({
      database: { kind: 'postgres', url },
      seedDemo: false,
    });
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('backs up daily into DATA_DIR/backups keeping seven, and turns metrics on only with a long enough token', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shop', INIT_CWD: '/home/me' });
    expect(config.backups).toEqual({ everyHours: 24, dir: '/srv/shop/backups', keep: 7 });
    expect(config.metricsToken).toBeUndefined();
    expect(
      loadConfig({ BACKUP_EVERY_HOURS: '0', BACKUP_DIR: 'copies', BACKUP_KEEP: '30', INIT_CWD: '/home/me' })
        .backups,
    ).toEqual({ everyHours: 0, dir: '/home/me/copies', keep: 30 });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0.5' }).backups.everyHours).toBe(0.5);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '-1' })).toThrow(/^BACKUP_EVERY_HOURS is not valid/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/^BACKUP_KEEP is not valid/);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /^METRICS_TOKEN is not valid: must be at least 16 characters/,
    );
  });

  it('reads the tax rate in hundredths of a percent, 0 when unset, and refuses one that is not a percentage', () => {
    expect(loadConfig({}).tax.rateBasisPoints).toBe(0);
    expect(loadConfig({ TAX_RATE_PERCENT: '19' }).tax.rateBasisPoints).toBe(1900);
    expect(loadConfig({ TAX_RATE_PERCENT: '7.5' }).tax.rateBasisPoints).toBe(750);
    expect(loadConfig({ TAX_RATE_PERCENT: '0.07' }).tax.rateBasisPoints).toBe(7);
    expect(loadConfig({ TAX_RATE_PERCENT: '100' }).tax.rateBasisPoints).toBe(10_000);
    for (const bad of ['100.01', '-5', '19%', 'nineteen', '7.125', '1e2', ''])
      expect(() => loadConfig({ TAX_RATE_PERCENT: bad }), bad).toThrow(/^TAX_RATE_PERCENT is not valid/);
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(StartupError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT is not valid/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT is not valid/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/^DATABASE_URL is not valid/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/^SEED_DEMO is not valid/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(
      /^PGLITE_SHARED_BUFFERS_MB is not valid/,
    );
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).database).toMatchObject({ sharedBuffersMb: 128 });
    expect(() => loadConfig({ HEALTH_MAX_TRANSACTION_SECONDS: '0' })).toThrow(
      /^HEALTH_MAX_TRANSACTION_SECONDS is not valid/,
    );
    expect(loadConfig({ HEALTH_MAX_TRANSACTION_SECONDS: '90' }).database).toMatchObject({
      maxTransactionSeconds: 90,
    });
  });

  it('sets the sign-in limits: per account and network, per address, and an account-wide brake ten times higher', () => {
    expect(loadConfig({}).auth.loginRateLimit).toEqual({
      max: 10,
      perIp: 10,
      perAccount: 100,
      windowMinutes: 15,
    });
    expect(loadConfig({ LOGIN_RATE_LIMIT: '20' }).auth.loginRateLimit).toMatchObject({
      perIp: 20,
      perAccount: 200,
    });
    expect(loadConfig({ LOGIN_ACCOUNT_RATE_LIMIT: '50' }).auth.loginRateLimit.perAccount).toBe(50);
    expect(() => loadConfig({ LOGIN_ACCOUNT_RATE_LIMIT: '0' })).toThrow(
      /^LOGIN_ACCOUNT_RATE_LIMIT is not valid/,
    );
  });

  it('limits uploads to 60 an hour per account unless UPLOAD_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).uploadRateLimit).toBe(60);
    expect(loadConfig({ UPLOAD_RATE_LIMIT: '200' }).uploadRateLimit).toBe(200);
    expect(() => loadConfig({ UPLOAD_RATE_LIMIT: '0' })).toThrow(/^UPLOAD_RATE_LIMIT is not valid/);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names, never from every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    for (const bad of ['everyone', '11', '10.0.0.0/33', '10.0.0.1,', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^TRUST_PROXY is not valid/);
  });

  it('computes suggestions for 30 searches a minute per address unless SUGGESTIONS_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).suggestionsRateLimit).toBe(30);
    expect(loadConfig({ SUGGESTIONS_RATE_LIMIT: '120' }).suggestionsRateLimit).toBe(120);
    expect(() => loadConfig({ SUGGESTIONS_RATE_LIMIT: '0' })).toThrow(/^SUGGESTIONS_RATE_LIMIT is not valid/);
  });

  it('lets an unverified buyer hold 10% of a tool for 2 hours unless the UNVERIFIED_BUYER settings say otherwise', () => {
    expect(loadConfig({}).unverifiedBuyers).toEqual({ stockPercent: 10, holdHours: 2 });
    expect(
      loadConfig({ UNVERIFIED_BUYER_STOCK_PERCENT: '0', UNVERIFIED_BUYER_HOLD_HOURS: '0.5' })
        .unverifiedBuyers,
    ).toEqual({ stockPercent: 0, holdHours: 0.5 });
    expect(
      loadConfig({ ORDER_HOLD_HOURS: '4', UNVERIFIED_BUYER_HOLD_HOURS: '4' }).unverifiedBuyers.holdHours,
    ).toBe(4);
    for (const bad of ['101', '-1', '7.5', 'ten'])
      expect(() => loadConfig({ UNVERIFIED_BUYER_STOCK_PERCENT: bad }), bad).toThrow(
        /^UNVERIFIED_BUYER_STOCK_PERCENT is not valid/,
      );
    expect(() => loadConfig({ UNVERIFIED_BUYER_HOLD_HOURS: '0' })).toThrow(
      /^UNVERIFIED_BUYER_HOLD_HOURS is not valid/,
    );
    // A shorter hold, never a longer one than every other buyer's.
    expect(loadConfig({ ORDER_HOLD_HOURS: '1' }).unverifiedBuyers.holdHours).toBe(1);
    expect(() => loadConfig({ ORDER_HOLD_HOURS: '1', UNVERIFIED_BUYER_HOLD_HOURS: '2' })).toThrow(
      /^UNVERIFIED_BUYER_HOLD_HOURS is not valid: must be at most ORDER_HOLD_HOURS \(1\)/,
    );
  });

  it('takes test cards only on the embedded database with demo data, unless PAYMENTS says otherwise', () => {
    const url = 'postgres://shop@db.internal:5432/ironvolt';
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
    expect(loadConfig({}).payments).toBe('test');
    expect(loadConfig({ SEED_DEMO: 'false' }).payments).toBe('none');
    expect(loadConfig({ DATABASE_URL: url }).payments).toBe('none');
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).payments).toBe('none');
    expect(loadConfig({ DATABASE_URL: url, PAYMENTS: 'test' }).payments).toBe('test');
    expect(loadConfig({ DATABASE_URL: url, ...stripe }).payments).toBe('stripe');
    expect(loadConfig(stripe).payments).toBe('stripe');
    // only one of the two keys is no Stripe
    expect(loadConfig({ DATABASE_URL: url, STRIPE_SECRET_KEY: 'sk_live_x' }).payments).toBe('none');
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(
      /^PAYMENTS is not valid: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() => loadConfig({ PAYMENTS: 'test', ...stripe })).toThrow(/^PAYMENTS is not valid: test cannot/);
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/^PAYMENTS is not valid/);
  });
});
