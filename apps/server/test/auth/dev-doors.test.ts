import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createTestApp } from '../app.ts';
import { register } from './helpers.ts';

// The development outbox and sign-in pages: a reviewer signed in as demo@masa.app from another
// machine and read live reset links from the outbox (docs/decisions/007-development-doors.md).
const doors = [
  '/api/dev/outbox',
  '/api/dev/outbox.json',
  '/api/dev/printer',
  '/api/dev/printer/tickets',
  '/api/auth/google/dev-callback?email=victim%40example.com',
  '/api/auth/apple/dev-callback?email=victim%40example.com',
];

const local = await createTestApp();
const behindNamedProxy = await createTestApp({ TRUST_PROXY: 'loopback' });
const behindOneHop = await createTestApp({ TRUST_PROXY: '1' });

// What a proxy on this machine adds, and what a client can write itself (issue 28).
const forwarded: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=127.0.0.1' },
  { 'x-real-ip': '127.0.0.1' },
  { 'x-forwarded-host': 'localhost:3000' },
  { 'x-forwarded-proto': 'http' },
];

describe('development doors', () => {
  it('open for this machine when DEV_OUTBOX=true', async () => {
    const victim = await register(local.app);
    const outbox = await local.app.inject({
      url: '/api/dev/outbox.json',
      remoteAddress: '127.0.0.1',
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data.some((m: { to: string }) => m.to === victim.email)).toBe(true);
    const ipv6 = await local.app.inject({ url: '/api/dev/outbox', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
    const page = await local.app.inject({ url: '/api/auth/google', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('Geliştirme modu');
  });

  it('answer 404 to another machine, and never sign it in as an existing account', async () => {
    const victim = await register(local.app);
    for (const url of doors) {
      const res = await local.app.inject({
        url: url.replace('victim%40example.com', encodeURIComponent(victim.email)),
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('token');
    }
    const page = await local.app.inject({ url: '/api/auth/google', remoteAddress: '192.168.1.20' });
    expect(page.body).not.toContain('Geliştirme modu');
  });

  it('answer 404 to a loopback peer with any forwarding header, TRUST_PROXY unset or set', async () => {
    const apps = { unset: local, addresses: behindNamedProxy, hopCount: behindOneHop };
    for (const [trust, { app }] of Object.entries(apps)) {
      for (const headers of forwarded) {
        for (const url of doors) {
          const res = await app.inject({ url, remoteAddress: '127.0.0.1', headers });
          expect(res.statusCode, `${trust} ${JSON.stringify(headers)} ${url}`).toBe(404);
        }
        const page = await app.inject({
          url: '/api/auth/google',
          remoteAddress: '127.0.0.1',
          headers,
        });
        expect(page.body, `${trust} ${JSON.stringify(headers)}`).not.toContain('Geliştirme modu');
      }
    }
  });

  it('stay shut when TRUST_PROXY says a proxy is in front, even to a request without headers', async () => {
    for (const { app } of [behindNamedProxy, behindOneHop]) {
      for (const url of doors) {
        const res = await app.inject({ url, remoteAddress: '127.0.0.1' });
        expect(res.statusCode, url).toBe(404);
      }
    }
  });

  it('stay shut unless DEV_OUTBOX=true, even for this machine', async () => {
    const shut = await createTestApp({ DEV_OUTBOX: 'false' });
    for (const url of doors) {
      const res = await shut.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
    }
    const unset = loadConfig({ NODE_ENV: 'development', DATA_DIR: shut.config.dataDir });
    expect(unset.devTools).toBe(false);
  });

  it('cannot be opened in production', async () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true', DATA_DIR: local.config.dataDir }),
    ).toThrow(/DEV_OUTBOX=true is refused with NODE_ENV=production/);
    const production = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: 'false' });
    for (const url of doors) {
      const res = await production.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
