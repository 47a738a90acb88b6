import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD, demoCrewEmail } from '../../src/db/seed/demo-ids.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo.ts';
import { KNOWN_DEVICE_COOKIE } from '../../src/lib/known-device.ts';
import { createTestApp } from '../app.ts';
import { nextIp } from '../auth/helpers.ts';

// Issue 28: someone on the restaurant's Wi-Fi failed 30 sign-ins and paused staff sign-in for
// everyone on it. A device where the account signed in before is told apart by a signed cookie
// (docs/decisions/050-behind-a-proxy.md).
const { app, db, config } = await createTestApp();
await seedDemoData({ db, config });
const waiter = demoCrewEmail('bogaz', 'waiter');
const manager = demoCrewEmail('bogaz', 'manager');

type Res = Awaited<ReturnType<typeof app.inject>>;
const deviceCookie = (res: Res) => {
  const header = [res.headers['set-cookie'] ?? []].flat().join('\n');
  const value = new RegExp(`${KNOWN_DEVICE_COOKIE}=([^;]+)`).exec(header)?.[1];
  return value ? `${KNOWN_DEVICE_COOKIE}=${value}` : undefined;
};
const signIn = (remoteAddress: string, email: string, password: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/login',
    headers: cookie ? { cookie } : {},
    payload: { email, password },
    remoteAddress,
  });

function expectPaused(res: Res) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('staff sign-in on a shared Wi-Fi', () => {
  it('signing in sets a signed known-device cookie, sent only to the sign-in path', async () => {
    const res = await signIn(nextIp(), waiter, DEMO_STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const header = [res.headers['set-cookie'] ?? []].flat().join('\n');
    expect(header).toMatch(/masa_staff_device=[\w-]{22}\.[\w-]{22}; Path=\/api\/staff\/login;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).not.toContain(waiter);
  });

  it("an attacker's 30+ failures on the address pause it, not the staff member on a known device", async () => {
    const wifi = nextIp();
    const tablet = deviceCookie(await signIn(wifi, waiter, DEMO_STAFF_PASSWORD));
    expect(tablet).toBeDefined();

    // The attacker, on the same address: 25 guesses at other accounts, 10 at the waiter's.
    const attacker: Res[] = [];
    for (let i = 0; i < 35; i++) {
      const email = i < 25 ? `guess${i}@example.com` : waiter;
      attacker.push(await signIn(wifi, email, `wrong${i}`));
    }
    expect(attacker.slice(0, 20).every((r) => r.statusCode === 401)).toBe(true);
    for (const res of attacker.slice(20)) expectPaused(res);

    // The waiter's tablet still signs in; the same tablet with a wrong password meets 401.
    expect((await signIn(wifi, waiter, 'not-it', tablet)).statusCode).toBe(401);
    expect((await signIn(wifi, waiter, DEMO_STAFF_PASSWORD, tablet)).statusCode).toBe(200);
    // Without the cookie, or with the tablet's cookie for an account that never signed in on
    // it, the address's pause holds: the cookie proves only its own accounts.
    expectPaused(await signIn(wifi, waiter, DEMO_STAFF_PASSWORD));
    expectPaused(await signIn(wifi, manager, DEMO_STAFF_PASSWORD, tablet));
    // A made-up cookie is no better.
    const forged = `${KNOWN_DEVICE_COOKIE}=${'A'.repeat(22)}.${'B'.repeat(22)}`;
    expectPaused(await signIn(wifi, waiter, DEMO_STAFF_PASSWORD, forged));
  });

  it('a guesser holding the cookie is paused on it after five failures of the account', async () => {
    const tablet = deviceCookie(await signIn(nextIp(), manager, DEMO_STAFF_PASSWORD));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn(nextIp(), manager, `wrong${i}`, tablet)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a shared tablet remembers each account that signed in on it', async () => {
    const wifi = nextIp();
    const first = deviceCookie(await signIn(wifi, waiter, DEMO_STAFF_PASSWORD))!;
    const both = deviceCookie(await signIn(wifi, manager, DEMO_STAFF_PASSWORD, first))!;
    expect(both.split('.')[0]).toBe(first.split('.')[0]); // the same device
    for (let i = 0; i < 21; i++) await signIn(wifi, `guess${i}@example.com`, 'x');
    expect((await signIn(wifi, waiter, DEMO_STAFF_PASSWORD, both)).statusCode).toBe(200);
    expect((await signIn(wifi, manager, DEMO_STAFF_PASSWORD, both)).statusCode).toBe(200);
  });
});
