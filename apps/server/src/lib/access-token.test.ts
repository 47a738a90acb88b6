import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(secret);
const customer = { kind: 'customer', userId: 'u1', role: 'customer', isGuest: false } as const;
const staff = { kind: 'staff', staffId: 's1', businessId: 'b1', role: 'waiter' } as const;

/** A token with exactly the header and claims given, signed with the secret. */
function handMade(header: object, claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${part(header)}.${part(claims)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('access tokens', () => {
  it('round-trips customers, guests and staff', async () => {
    for (const principal of [customer, { ...customer, isGuest: true }, staff]) {
      const token = await signAccessToken(principal, { secret, ttlSeconds: 60, now: new Date() });
      expect(verifyAccessToken(token, secret, new Date())).toEqual({ ok: true, principal });
    }
  });

  it('lives ttlSeconds from the clock it was signed by, read against the clock it is checked by', async () => {
    // A clock far from the wall clock: nothing here may read Date.now() (ADR 095).
    const signedAt = new Date('2031-03-01T12:00:00Z');
    const token = await signAccessToken(customer, { secret, ttlSeconds: 60, now: signedAt });
    const at = (seconds: number) => new Date(signedAt.getTime() + seconds * 1000);
    expect(verifyAccessToken(token, secret, at(59)).ok).toBe(true);
    expect(verifyAccessToken(token, secret, at(60))).toEqual({ ok: false, expired: true });
  });

  it('says a token is expired only when it is genuine and past its exp', async () => {
    const expired = await new SignJWT({ typ: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('masa')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(key);
    expect(verifyAccessToken(expired, secret, new Date())).toEqual({ ok: false, expired: true });
    expect(verifyAccessToken(expired, 'another-secret-another-secret-123', new Date())).toEqual({
      ok: false,
      expired: false,
    });
  });

  it('refuses other algorithms, other issuers, missing claims and malformed tokens', async () => {
    const claims = { typ: 'customer', sub: 'u1', iss: 'masa', exp: inAnHour() };
    const genuine = handMade({ alg: 'HS256' }, claims);
    expect(verifyAccessToken(genuine, secret, new Date()).ok).toBe(true);
    const [header, body, signature] = genuine.split('.') as [string, string, string];
    const refused = [
      handMade({ alg: 'HS512' }, claims),
      handMade({ alg: 'HS256', crit: ['b64'], b64: false }, claims),
      handMade({}, claims),
      handMade({ alg: 'HS256' }, { ...claims, iss: 'someone-else' }),
      handMade({ alg: 'HS256' }, { ...claims, exp: undefined }),
      handMade({ alg: 'HS256' }, { ...claims, exp: String(inAnHour()) }),
      handMade({ alg: 'HS256' }, { ...claims, sub: 42 }),
      handMade({ alg: 'HS256' }, { ...claims, typ: 'admin' }),
      new UnsecuredJWT(claims).encode(),
      `${header}.${body}.`,
      `${header}.${body}.${signature}=`,
      `${header}.${body}.${signature}.`,
      `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url')}.${signature}`,
      'not-a-token',
      '',
    ];
    for (const token of refused) {
      expect(verifyAccessToken(token, secret, new Date()), token).toEqual({
        ok: false,
        expired: false,
      });
    }
  });
});
