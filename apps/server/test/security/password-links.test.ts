import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordsHashed } from '../../src/lib/password.ts';
import { TOO_MANY_REQUESTS } from '../../src/plugins/rate-limits.ts';
import { createTestApp } from '../app.ts';
import { linkFromOutbox, nextIp, register, verifyEmail } from '../auth/helpers.ts';

// Issue 28: invitation accept and password reset hashed the new password (argon2, ~40 ms of a
// core) before looking the link up, without a limit: 60 requests kept both cores busy.
const { app } = await createTestApp({ RATE_LIMIT_SCALE: '1' });
type Res = Awaited<ReturnType<typeof app.inject>>;

const BAD = 'no-such-link-0123456789';
const reset = (token: string, remoteAddress = nextIp()): InjectOptions => ({
  method: 'POST',
  url: '/api/customer-users/resetpassword',
  payload: { token, password: 'yeni-sifre-9' },
  remoteAddress,
});
const acceptStaffLink = (token: string, remoteAddress = nextIp()): InjectOptions => ({
  method: 'POST',
  url: '/api/staff/links/accept',
  payload: { token, password: 'yeni-sifre-9' },
  remoteAddress,
});
const phoneRegister = (remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: '/api/users/customer/phone-register',
  payload: { name: 'Mehmet Kaya', password: 'sifre123', phone: '0532 444 0001', code: '123456' },
  remoteAddress,
});

function expectRefusal(res: Res) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: TOO_MANY_REQUESTS });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('passwords set from a link', () => {
  it('a bad reset or staff link is refused before the password is hashed; a good one hashes once', async () => {
    const account = await register(app);
    // Reset links go only to verified addresses (ADR 051).
    await verifyEmail(app, account.email);
    await app.inject({
      method: 'POST',
      url: '/api/customer-users/forgotpassword',
      payload: { email: account.email },
      remoteAddress: nextIp(),
    });
    const token = (await linkFromOutbox(app, account.email, '/reset-password')).searchParams.get(
      'token',
    )!;

    const before = passwordsHashed();
    for (let i = 0; i < 10; i++) {
      const badReset = await app.inject(reset(`${BAD}${i}`));
      expect(badReset.statusCode).toBe(400);
      expect(badReset.json().error).toBe('RESET_TOKEN_INVALID');
      const badInvite = await app.inject(acceptStaffLink(`${BAD}${i}`));
      expect(badInvite.statusCode).toBe(400);
      expect(badInvite.json().error).toBe('STAFF_LINK_INVALID');
    }
    expect(passwordsHashed()).toBe(before);

    expect((await app.inject(reset(token))).statusCode).toBe(200);
    expect(passwordsHashed()).toBe(before + 1);
    // Used now: refused, again without a hash.
    expect((await app.inject(reset(token))).json().error).toBe('RESET_TOKEN_INVALID');
    expect(passwordsHashed()).toBe(before + 1);
  });

  it('20 an address in 15 minutes, reset and staff links together; then 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await app.inject(reset(BAD, ip))).statusCode).toBe(400);
      expect((await app.inject(acceptStaffLink(BAD, ip))).statusCode).toBe(400);
    }
    expectRefusal(await app.inject(reset(BAD, ip)));
    expectRefusal(await app.inject(acceptStaffLink(BAD, ip)));
    expect((await app.inject(reset(BAD))).statusCode).toBe(400); // another address
  });

  it('phone registration, which hashes a password too: 10 a minute per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await app.inject(phoneRegister(ip))).statusCode).toBe(400); // no code was sent
    }
    expectRefusal(await app.inject(phoneRegister(ip)));
  });
});
