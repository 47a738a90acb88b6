import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { clockFor, systemClock } from '../../src/lib/clock.ts';
import { createTestApp } from '../app.ts';
import { bearer, register } from './helpers.ts';

// The tests' server clock door (issue 36 §4, docs/decisions/110-tests-move-the-clocks.md): an
// end-to-end spec moves the server past a window instead of sleeping through it.

const TTL_MS = 600_000;
const { app, config } = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_MS / 1000) });

const move = (advanceMs: unknown, remoteAddress = '127.0.0.1', headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/dev/clock',
    payload: { advanceMs },
    remoteAddress,
    headers,
  });
const me = (token: string) => app.inject({ url: '/api/customer-users/me', headers: bearer(token) });

describe('POST /api/dev/clock', () => {
  it("moves the server's clock for every window it decides: a token's life ends at once", async () => {
    const { token } = await register(app);
    expect((await me(token)).statusCode).toBe(200);
    const before = Date.now();
    const res = await move(TTL_MS);
    expect(res.statusCode).toBe(200);
    const { now, leadMs } = res.json().data;
    expect(leadMs).toBeGreaterThanOrEqual(TTL_MS);
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(TTL_MS);
    expect((await me(token)).statusCode).toBe(401);
    // A session started now lives its full life from the moved clock.
    expect((await me((await register(app)).token)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document, under development', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const operation = doc.paths['/api/dev/clock']?.post;
    expect(operation?.tags).toEqual(['development']);
    expect(operation?.requestBody.content['application/json'].schema.required).toEqual([
      'advanceMs',
    ]);
  });

  it('refuses a step that is not a positive whole number of milliseconds, saying why', async () => {
    for (const advanceMs of [-1000, 0, 1.5, '1000', null]) {
      const res = await move(advanceMs);
      expect(res.statusCode, String(advanceMs)).toBe(400);
      expect(res.json().message, String(advanceMs)).not.toBe('');
      expect(res.json().errors?.[0]?.field, String(advanceMs)).toBe('advanceMs');
    }
  });

  it('answers 404 to another machine and to a forwarded request, and does not move', async () => {
    const lead = (await move(1)).json().data.leadMs;
    expect((await move(60_000, '203.0.113.9')).statusCode).toBe(404);
    expect((await move(60_000, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(
      404,
    );
    expect((await move(1)).json().data.leadMs).toBe(lead + 1);
  });

  it("exists only on the tests' server: the wall clock and no door elsewhere", async () => {
    expect(clockFor(config)).not.toBe(systemClock);
    const development = loadConfig({
      NODE_ENV: 'development',
      DEV_OUTBOX: 'true',
      DATA_DIR: config.dataDir,
    });
    expect(clockFor(development)).toBe(systemClock);
    const shut = await createTestApp({ NODE_ENV: 'development' });
    const res = await shut.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: 1000 },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(404);
  });
});
