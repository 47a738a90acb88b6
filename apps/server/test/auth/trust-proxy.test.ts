import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { nextIp } from './helpers.ts';

const direct = await createTestApp();
const proxy = nextIp();
const behindProxy = await createTestApp({ TRUST_PROXY: proxy });

/** 21 failed sign-ins from one connection address, each claiming another X-Forwarded-For. */
async function failedSignIns(app: typeof direct.app, remoteAddress: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer-users/login',
      payload: { email: `nobody${i}@example.com`, password: 'x' },
      headers: { 'x-forwarded-for': nextIp() },
      remoteAddress,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client address for the per-IP sign-in limit', () => {
  it('ignores X-Forwarded-For by default: a client cannot pick a new address per attempt', async () => {
    const statuses = await failedSignIns(direct.app, nextIp());
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('reads X-Forwarded-For from the proxy named in TRUST_PROXY, and only from it', async () => {
    expect((await failedSignIns(behindProxy.app, proxy)).every((s) => s === 401)).toBe(true);
    expect((await failedSignIns(behindProxy.app, nextIp()))[20]).toBe(429);
  });
});
