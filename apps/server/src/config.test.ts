import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'masa-config-'));

describe('loadConfig', () => {
  it('defaults to port 3000 and ./data-style paths', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.accessTokenTtlSeconds).toBe(900);
  });

  it('rejects a bad PORT with one clear line', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '70000' })).toThrow(
      /^Invalid configuration: PORT must be between 0 and 65535$/,
    );
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
  });

  it('rejects a REDIS_URL that is not a Redis URL, and keeps one that is', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'localhost:6379' })).toThrow(
      /^Invalid configuration: REDIS_URL must start with redis:\/\/ or rediss:\/\//,
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).redisUrl).toBeUndefined();
    const url = 'redis://127.0.0.1:6391';
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: url }).redisUrl).toBe(url);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('uses JWT_SECRET when given', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('runs the virtual printers on 9100 in development, elsewhere only when PRINTER_TWIN_PORT asks (issue 33)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).printerTwinPort).toBe(9100);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).printerTwinPort).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).printerTwinPort).toBeNull();
    const e2e = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PRINTER_TWIN_PORT: '9144' });
    expect(e2e.printerTwinPort).toBe(9144);
    expect(
      loadConfig({ DATA_DIR: dataDir(), PRINTER_TWIN_PORT: 'off' }).printerTwinPort,
    ).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir(), PRINTER_TWIN_PORT: '70000' })).toThrow(
      /^Invalid configuration: PRINTER_TWIN_PORT /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PRINTER_TWIN_PORT: 'yes' })).toThrow(
      /^Invalid configuration: PRINTER_TWIN_PORT must be a port \(0 to 65535\) or off$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PRINTER_TWIN_PORT: '65534' })).toThrow(
      /room for 3 ports/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PRINTER_TWIN_PORT: '9100' }),
    ).toThrow(/PRINTER_TWIN_PORT is refused with NODE_ENV=production/);
  });

  it('pays online through the iyzico twin outside production, through iyzico with its keys, and refuses the twin in production (issue 34)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payment).toMatchObject({ provider: 'iyzico-twin' });
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).payment.provider).toBe(
      'iyzico-twin',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).payment).toEqual({
      provider: 'off',
    });
    const keys = { IYZICO_API_KEY: 'sandbox-key', IYZICO_SECRET_KEY: 'sandbox-secret' };
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...keys }).payment).toEqual({
      provider: 'iyzico',
      apiKey: 'sandbox-key',
      secretKey: 'sandbox-secret',
      baseUrl: 'https://sandbox-api.iyzipay.com',
    });
    const live = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_BASE_URL: 'https://api.iyzipay.com/',
      ...keys,
    });
    expect(live.payment).toMatchObject({ provider: 'iyzico', baseUrl: 'https://api.iyzipay.com' });
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'off' }).payment).toEqual({
      provider: 'off',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'iyzico' })).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PAYMENT_PROVIDER: 'iyzico-twin' }),
    ).toThrow(/PAYMENT_PROVIDER=iyzico-twin is refused with NODE_ENV=production/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER /,
    );
  });

  it('seeds the demo accounts and serves the API docs by default, but not with NODE_ENV=production unless asked (issue 28)', () => {
    const development = loadConfig({ DATA_DIR: dataDir() });
    expect([development.seedDemo, development.apiDocs]).toEqual([true, true]);
    const production = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' });
    expect([production.seedDemo, production.apiDocs]).toEqual([false, false]);
    const asked = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      API_DOCS: 'true',
    });
    expect([asked.seedDemo, asked.apiDocs]).toEqual([true, true]);
    const off = loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false', API_DOCS: 'false' });
    expect([off.seedDemo, off.apiDocs]).toEqual([false, false]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'no' })).toThrow(/API_DOCS/);
  });

  it('trusts no proxy unless TRUST_PROXY names or counts them, and rejects a value it cannot read', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(trust('false').trustProxy).toBe(false);
    expect(trust('2').trustProxy).toBe(2); // two proxies in front: a hop count
    expect(trust('10.0.0.1, 10.0.0.0/8').trustProxy).toBe('10.0.0.1, 10.0.0.0/8');
    expect(trust('loopback,::1').trustProxy).toBe('loopback,::1');
    expect(() => trust('yes please')).toThrow(/^Invalid configuration: TRUST_PROXY must be/);
    expect(() => trust('10.0.0.999')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trust('0')).toThrow(/TRUST_PROXY/);
  });

  it('refuses TRUST_PROXY=true, saying what to write instead (ADR 050)', () => {
    for (const value of ['true', ' TRUE ']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY=true is refused: it lets any client choose its own address; write the address or subnet of the proxy in front .* or how many proxies are in front \(TRUST_PROXY=1\)$/,
      );
    }
  });

  it('listens on this machine only unless HOST says otherwise; a production server on every address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('localhost');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });
});
