import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo.ts';
import { createTestApp } from '../app.ts';
import { bearer, nextIp, registrationPayload } from './helpers.ts';

// Both tokens sat in localStorage, where one XSS takes the 30-day refresh token. The browser
// apps now get it as an HttpOnly, SameSite=Strict cookie on the refresh path (ADR 016).
const { app, db, config } = await createTestApp();
const proxy = nextIp();
const behindHttps = await createTestApp({ TRUST_PROXY: proxy });
await seedDemoData({ db, config });

type Res = Awaited<ReturnType<typeof app.inject>>;
const setCookie = (res: Res) => {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : (header ?? '');
};
const cookieValue = (res: Res, name: string) =>
  new RegExp(`${name}=([^;]*)`).exec(setCookie(res))?.[1];

const registerInBrowser = (target = app, extra: Record<string, string> = {}) =>
  target.inject({
    method: 'POST',
    url: '/api/customer-users/register',
    headers: { 'x-app-type': 'customer', ...extra },
    payload: registrationPayload(),
    remoteAddress: extra['x-forwarded-proto'] ? proxy : nextIp(),
  });
const refreshWithCookie = (cookie: string, appType = 'customer') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { 'x-app-type': appType, cookie },
    payload: {},
  });

describe('the refresh token of the browser apps', () => {
  it('comes as an HttpOnly, SameSite=Strict cookie on the refresh path, never in the body', async () => {
    const res = await registerInBrowser();
    expect(res.statusCode).toBe(201);
    expect(res.json().data.refreshToken).toBeUndefined();
    expect(res.json().data.token).toEqual(expect.any(String));
    const cookie = setCookie(res);
    expect(cookie).toMatch(/^masa_refresh=[^;]{20,}; /);
    expect(cookie).toContain('Path=/api/auth/refresh-token');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain(`Max-Age=${config.refreshTokenTtlSeconds}`);
    expect(cookie).not.toContain('Secure'); // plain http://localhost would drop it
  });

  it('is Secure when the request came over HTTPS through the trusted proxy', async () => {
    const res = await registerInBrowser(behindHttps.app, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(201);
    expect(setCookie(res)).toContain('Secure');
  });

  it('refreshes with the cookie alone, rotates it, and the old value is refused after', async () => {
    const first = cookieValue(await registerInBrowser(), 'masa_refresh')!;
    const rotated = await refreshWithCookie(`masa_refresh=${first}`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data.refreshToken).toBeUndefined();
    const second = cookieValue(rotated, 'masa_refresh')!;
    expect(second).not.toBe(first);
    // Within the 10 s grace a repeat gets the same successor (two tabs refreshing at once);
    // rotation and reuse detection are the ones tested in tokens.test.ts.
    const repeat = await refreshWithCookie(`masa_refresh=${first}`);
    expect(repeat.statusCode).toBe(200);
    expect(cookieValue(repeat, 'masa_refresh')).toBe(second);
    expect(repeat.json().data.refreshToken).toBeUndefined();
  });

  it('is read from the cookie even without X-App-Type, and its successor stays in the cookie', async () => {
    // A script that calls the refresh path by hand gets no token it could read.
    const first = cookieValue(await registerInBrowser(), 'masa_refresh')!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: `masa_refresh=${first}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refreshToken).toBeUndefined();
    expect(cookieValue(res, 'masa_refresh')).toEqual(expect.any(String));
  });

  it('ends with sign-out: the cookie is cleared and the session is over', async () => {
    const registered = await registerInBrowser();
    const token = cookieValue(registered, 'masa_refresh')!;
    const end = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token/end',
      headers: { 'x-app-type': 'customer', cookie: `masa_refresh=${token}` },
    });
    expect(end.json().data).toEqual({ revoked: true });
    expect(setCookie(end)).toMatch(/^masa_refresh=; .*Max-Age=0/);
    const access = registered.json().data.token as string;
    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(access) });
    expect(me.statusCode).toBe(401);
    expect((await refreshWithCookie(`masa_refresh=${token}`)).statusCode).toBe(401);
  });

  it("keeps the staff app's cookie apart from the diner app's on the same origin", async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { 'x-app-type': 'staff' },
      payload: { email: demoStaffEmail('bogaz'), password: DEMO_STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.refreshToken).toBeUndefined();
    const staffToken = cookieValue(login, 'masa_staff_refresh')!;
    const diner = cookieValue(await registerInBrowser(), 'masa_refresh')!;
    const both = `masa_refresh=${diner}; masa_staff_refresh=${staffToken}`;
    const staffRefresh = await refreshWithCookie(both, 'staff');
    expect(staffRefresh.statusCode).toBe(200);
    expect(setCookie(staffRefresh)).toMatch(/^masa_staff_refresh=/);
    const dinerRefresh = await refreshWithCookie(both, 'customer');
    expect(dinerRefresh.statusCode).toBe(200);
    expect(setCookie(dinerRefresh)).toMatch(/^masa_refresh=/);
  });

  it('stays in the body for API clients (no X-App-Type)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer-users/register',
      payload: registrationPayload(),
      remoteAddress: nextIp(),
    });
    expect(res.json().data.refreshToken).toEqual(expect.any(String));
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
