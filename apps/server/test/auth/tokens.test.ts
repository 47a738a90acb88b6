import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema/index.ts';
import { createTestApp } from '../app.ts';
import { testClock } from '../test-clock.ts';
import { bearer, register } from './helpers.ts';

const { app, db, config } = await createTestApp();

const me = (token: string) => app.inject({ url: '/api/customer-users/me', headers: bearer(token) });
const refresh = (refreshToken: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const SESSION_EXPIRED = 'Oturumunuz zaman aşımına uğradı veya geçersiz. Lütfen tekrar giriş yapın.';

describe('access tokens', () => {
  it('lets /me through with a valid bearer token and refuses without one', async () => {
    const { token, user } = await register(app);
    expect((await me(token)).json().data.id).toBe(user.id);
    const none = await app.inject('/api/customer-users/me');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: SESSION_EXPIRED });
  });

  it('refuses an expired token with 401, so the app refreshes (000 §4.2)', async () => {
    const { user } = await register(app);
    const expired = await new SignJWT({ typ: 'customer', userId: user.id, role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('masa')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(config.jwtSecret));
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('TOKEN_INVALID');
  });

  it('expires access tokens after ACCESS_TOKEN_TTL_SECONDS', async () => {
    // The app's clock moves past the token's end instead of the test sleeping through it
    // (ADR 095); a fresh token then lives its 10 minutes from the moved clock. Minutes, not
    // seconds: a loaded machine's own delays stay far inside them.
    const clock = testClock();
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '600' }, {}, clock);
    const { token, refreshToken } = await register(short.app);
    expect(
      (await short.app.inject({ url: '/api/customer-users/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    clock.advance(600_000);
    expect(
      (await short.app.inject({ url: '/api/customer-users/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    const renewed = await short.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    const fresh = renewed.json().data.token;
    expect(
      (await short.app.inject({ url: '/api/customer-users/me', headers: bearer(fresh) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses forged tokens: another secret, alg none, a tampered payload, garbage', async () => {
    const { user, token } = await register(app);
    const claims = { typ: 'customer', userId: user.id, role: 'customer' };
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('masa')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!!'));
    const algNone = new UnsecuredJWT(claims)
      .setSubject(user.id)
      .setIssuer('masa')
      .setExpirationTime('10m')
      .encode();
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'ffffffffffffffffffffffff', iss: 'masa', exp: 9999999999 })).toString('base64url')}.${signature}`;
    for (const forged of [otherSecret, algNone, tampered, 'garbage', '']) {
      const res = await me(forged);
      expect(res.statusCode, forged).toBe(401);
    }
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new access token and a new refresh token, the old one spent', async () => {
    const session = await register(app);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const pair = res.json().data;
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await me(pair.token)).statusCode).toBe(200);
    const next = await refresh(pair.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('gives 20 concurrent refreshes with one token the same pair: one family, nobody logged out', async () => {
    const session = await register(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refresh(session.refreshToken)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const pairs = new Set(answers.map((a) => JSON.stringify(a.json().data)));
    expect(pairs.size).toBe(1);
    const pair = answers[0]!.json().data;
    const rows = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.subjectId, session.user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('gives the grace answer only to the client that rotated: a thief replaying the old token within it gets nothing (issue 28)', async () => {
    const owner = { remoteAddress: '10.9.0.1', headers: { 'user-agent': 'Owner Phone/1.0' } };
    const from = (client: typeof owner, refreshToken: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken },
        ...client,
      });
    // The thief replays from elsewhere, or from the same network with another program.
    for (const thief of [
      { remoteAddress: '203.0.113.7', headers: owner.headers },
      { remoteAddress: owner.remoteAddress, headers: { 'user-agent': 'curl/8.0' } },
    ]) {
      const session = await register(app);
      const rotated = await from(owner, session.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const pair = rotated.json().data;
      // The owner's second tab, within the 10 s grace: the same pair.
      expect((await from(owner, session.refreshToken)).json().data).toEqual(pair);
      const stolen = await from(thief, session.refreshToken);
      expect(stolen.statusCode).toBe(401);
      expect(stolen.body).not.toContain(pair.refreshToken);
      expect(stolen.body).not.toContain(pair.token);
      // A used token from another client is a reuse: the family ends, as after the grace.
      expect(stolen.json().error).toBe('REFRESH_TOKEN_REUSED');
      expect((await from(owner, pair.refreshToken)).statusCode).toBe(401);
    }
  });

  it('revokes the whole family when a used token comes back after the grace window', async () => {
    const session = await register(app);
    const first = (await refresh(session.refreshToken)).json().data;
    // The grace window (10 s) has passed.
    await db
      .update(refreshTokens)
      .set({ graceUntil: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.subjectId, session.user.id));
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      error: 'REFRESH_TOKEN_REUSED',
      message: 'Oturum süresi doldu, lütfen tekrar giriş yapın.',
    });
    // The legitimate successor is dead too: the thief and the owner both sign in again.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('ends a family at its absolute lifetime, however often it was rotated', async () => {
    const clock = testClock();
    const short = await createTestApp({ REFRESH_TOKEN_TTL_SECONDS: '3600' }, {}, clock);
    const session = await register(short.app);
    const call = (refreshToken: string) =>
      short.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken },
      });
    const rotated = (await call(session.refreshToken)).json().data;
    clock.advance(1_800_000);
    const again = (await call(rotated.refreshToken)).json().data;
    clock.advance(1_800_000);
    expect((await call(again.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown or missing token with 401 (no cookie either) and a mistyped one with 400', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(401);
    expect((await refresh(12345)).statusCode).toBe(400);
    const none = await app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('REFRESH_TOKEN_MISSING');
  });
});

describe('POST /api/customer-users/logout', () => {
  it('revokes the session family, also with an expired access token', async () => {
    const session = await register(app);
    const rotated = (await refresh(session.refreshToken)).json().data;
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer-users/logout',
      headers: bearer('expired-or-garbage'),
      payload: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { revoked: true },
      message: 'Çıkış yapıldı',
    });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same customer alone', async () => {
    const session = await register(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/customer-users/login',
      payload: { email: session.email, password: session.password },
      remoteAddress: '10.9.9.9',
    });
    await app.inject({
      method: 'POST',
      url: '/api/customer-users/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect((await refresh(other.json().data.refreshToken)).statusCode).toBe(200);
  });

  it("cannot end someone else's session while signed in as another customer", async () => {
    const victim = await register(app);
    const attacker = await register(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer-users/logout',
      headers: bearer(attacker.token),
      payload: { refreshToken: victim.refreshToken },
    });
    expect(res.json().data.revoked).toBe(false);
    expect((await refresh(victim.refreshToken)).statusCode).toBe(200);
  });

  it('answers without a body, revoking nothing', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/customer-users/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revoked).toBe(false);
  });
});
