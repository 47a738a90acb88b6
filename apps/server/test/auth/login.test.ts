import { sayRule } from '@masa/core/testing/say-rule';
import { AUTH_MESSAGES as M } from '@masa/core/auth/auth-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp } from '../app.ts';
import { bearer, login, nextIp, register } from './helpers.ts';

const { app, db } = await createTestApp();
const WRONG = 'E-posta adresi veya şifre hatalı.';

describe('POST /api/customer-users/login', () => {
  it('signs in with e-mail (any case) and password: token, refreshToken, user, message', async () => {
    const account = await register(app);
    const res = await login(app, `  ${account.email.toUpperCase()} `, account.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Giriş başarılı' });
    expect(body.data.user).toMatchObject({
      id: account.user.id,
      _id: account.user.id,
      email: account.email,
    });
    expect(body.data.refreshToken).not.toBe(account.refreshToken);
    const me = await app.inject({
      url: '/api/customer-users/me',
      headers: bearer(body.data.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const account = await register(app);
    const wrong = await login(app, account.email, 'yanlis-sifre');
    const unknown = await login(app, 'nobody-here@example.com', 'yanlis-sifre');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(WRONG);
  });

  it('answers an account without a password (social sign-in only) like a wrong password', async () => {
    const account = await register(app);
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, account.user.id));
    const res = await login(app, account.email, account.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(WRONG);
  });

  it('does the same work for an unknown e-mail as for a wrong password', async () => {
    const account = await register(app);
    // CPU time of this process (argon2 runs on its thread pool, counted too), not wall time:
    // the suite shares two cores, and other processes' load would only add noise to a clock.
    const cpu = async (email: string) => {
      const before = process.cpuUsage();
      await login(app, email, 'yanlis-sifre');
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    await cpu('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await cpu(account.email));
      unknown.push(await cpu(`ghost${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both include an argon2id verification; without the decoy hash the unknown e-mail would
    // cost a few percent of a wrong password.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
  });

  it.each([
    [{ password: 'x' }, sayRule(M.loginEmailRequired)],
    [{ email: '', password: 'x' }, sayRule(M.loginEmailRequired)],
    [{ email: 'not-an-email', password: 'x' }, sayRule(M.loginEmailInvalid)],
    [{ email: 'a@b.co' }, sayRule(M.loginPasswordRequired)],
    [{ email: 'a@b.co', password: '' }, sayRule(M.loginPasswordRequired)],
    [{ email: 42, password: 'x' }, sayRule(M.loginEmailRequired)],
    [{ email: 'a@b.co', password: 123456 }, sayRule(M.loginPasswordRequired)],
  ])('refuses %j with the message of 000 §5.1', async (payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer-users/login',
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('pauses an account at an address after 5 failures there, even for the right password', async () => {
    const account = await register(app);
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(app, account.email, `wrong-${i}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await login(app, account.email, account.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Çok fazla giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
    );
    expect(blocked.headers['retry-after']).toBe('900');
    // Another account is not affected.
    const other = await register(app);
    expect((await login(app, other.email, other.password, attacker)).statusCode).toBe(200);
  });

  it("never locks the owner out: an attacker's failures elsewhere leave the owner's address open", async () => {
    const account = await register(app);
    const attacker = nextIp();
    for (let i = 0; i < 20; i++) await login(app, account.email, `guess-${i}`, attacker);
    expect((await login(app, account.email, account.password, attacker)).statusCode).toBe(429);
    expect((await login(app, account.email, account.password, nextIp())).statusCode).toBe(200);
  });

  it('slows down an account failing from many addresses, without locking it', async () => {
    const account = await register(app);
    for (let i = 0; i < 10; i++) await login(app, account.email, `spread-${i}`, nextIp());
    const started = performance.now();
    const owner = await login(app, account.email, account.password, nextIp());
    expect(owner.statusCode).toBe(200);
    // A lower bound only: the attempt waited for the slow-down (1 s), whatever the machine.
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('counts a burst of parallel wrong guesses too: at most 5 are checked', async () => {
    const account = await register(app);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(app, account.email, `guess-${i}`, ip)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('forgets earlier failures after a successful login', async () => {
    const account = await register(app);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login(app, account.email, `wrong-${i}`, ip);
    expect((await login(app, account.email, account.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(app, account.email, `wrong-again-${i}`, ip);
    expect((await login(app, account.email, account.password, ip)).statusCode).toBe(200);
  });

  it('limits one IP to 20 unsuccessful attempts a minute, whatever the accounts', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await login(app, `someone${i}@example.com`, 'x', ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const res = await login(app, 'someone@example.com', 'x', ip);
    expect(res.json().message).toBe(
      'Çok fazla giriş denemesi. Lütfen 1 dakika sonra tekrar deneyin.',
    );
    expect((await login(app, 'someone@example.com', 'x', nextIp())).statusCode).toBe(401);
  });

  it('does not count successful sign-ins against the IP (a shared Wi-Fi, a test suite)', async () => {
    const account = await register(app);
    const ip = nextIp();
    for (let i = 0; i < 22; i++) {
      expect((await login(app, account.email, account.password, ip)).statusCode).toBe(200);
    }
  });

  it('measures login latency with the chosen argon2 cost (median of 20)', async () => {
    const account = await register(app);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await login(app, account.email, account.password);
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    times.sort((a, b) => a - b);
    const median = times[10]!;
    console.info(
      `login latency: median ${median.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, max ${times[19]!.toFixed(1)} ms`,
    );
    expect(median).toBeLessThan(1000);
  });
});
