import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { nextIp } from './helpers.ts';

// Issue 28: with TRUST_PROXY=true the left-most X-Forwarded-For, which the client writes, was
// its address, so a new one per request escaped every per-address limit. TRUST_PROXY now names
// or counts the proxies and the client is the right-most hop not trusted (ADR 050).
const direct = await createTestApp({ RATE_LIMIT_SCALE: '1' });
const proxy = nextIp();
const behindNamed = await createTestApp({ TRUST_PROXY: proxy, RATE_LIMIT_SCALE: '1' });
const behindLocal = await createTestApp({ TRUST_PROXY: 'loopback', RATE_LIMIT_SCALE: '1' });
const behindOneHop = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' });
type App = typeof direct.app;

/** The connection's address and the header as it reaches the server, per attempt. */
type Hop = (i: number) => { remoteAddress: string; headers: Record<string, string> };

/** What a proxy sends for one client who writes its own X-Forwarded-For first each time. */
const spoofedThrough =
  (peer: string, client: string): Hop =>
  (i) => ({
    remoteAddress: peer,
    headers: { 'x-forwarded-for': `${i % 2 ? '127.0.0.1' : `198.51.100.${i + 1}`}, ${client}` },
  });

async function failedSignIns(app: App, count: number, hop: Hop) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer-users/login',
      payload: { email: `nobody${i}@example.com`, password: 'x' },
      ...hop(i),
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  return statuses;
}

async function guests(app: App, count: number, hop: Hop) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/customer/guest',
      payload: {},
      ...hop(i),
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  return statuses;
}

const refusedAfter = (statuses: number[], allowed: number) => {
  expect(statuses.slice(0, allowed).every((s) => s !== 429)).toBe(true);
  expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
};

describe('the client address behind a proxy (per-address limits)', () => {
  it('ignores X-Forwarded-For when TRUST_PROXY is unset: a client cannot pick a new address per attempt', async () => {
    const client = nextIp();
    refusedAfter(await failedSignIns(direct.app, 30, spoofedThrough(client, nextIp())), 20);
    refusedAfter(await guests(direct.app, 40, spoofedThrough(client, nextIp())), 30);
  });

  it('reads X-Forwarded-For from the proxy named in TRUST_PROXY, and only from it', async () => {
    const viaProxy: Hop = () => ({
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect((await failedSignIns(behindNamed.app, 21, viaProxy)).every((s) => s === 401)).toBe(true);
    const notTheProxy: Hop = () => ({
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-for': nextIp() },
    });
    refusedAfter(await failedSignIns(behindNamed.app, 21, notTheProxy), 20);
  });

  for (const [name, ctx, peer] of [
    ['addresses (TRUST_PROXY=loopback, a proxy on this machine)', behindLocal, '127.0.0.1'],
    ['a hop count (TRUST_PROXY=1)', behindOneHop, '10.9.0.1'],
  ] as const) {
    it(`a spoofed left-most X-Forwarded-For escapes no limit behind ${name}`, async () => {
      const client = nextIp();
      // 30 failed sign-ins: the address's 20 a minute, then 429.
      refusedAfter(await failedSignIns(ctx.app, 30, spoofedThrough(peer, client)), 20);
      // 40 guest accounts where the limit is 30.
      refusedAfter(await guests(ctx.app, 40, spoofedThrough(peer, client)), 30);
      // Another client behind the same proxy is not affected.
      const other = await guests(ctx.app, 1, spoofedThrough(peer, nextIp()));
      expect(other).toEqual([201]);
    });
  }
});
