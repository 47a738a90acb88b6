import { describe, expect, it } from 'vitest';
import { buildSocketAuth, planAfterDisconnect, readTokenUserId } from './socket-auth.ts';

/** UTF-8 JSON in URL-safe base64 without padding, as a JWT carries it. */
const b64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.signature`;

describe('socket handshake auth (001 §7)', () => {
  it('reads the user id from the userId claim, else sub', () => {
    expect(readTokenUserId(jwt({ userId: 'u1', sub: 's1' }))).toBe('u1');
    expect(readTokenUserId(jwt({ sub: 's1' }))).toBe('s1');
  });

  it('reads claims with Turkish text and URL-safe base64', () => {
    expect(readTokenUserId(jwt({ sub: 'u?>', name: 'Şükrü Çağlar ğüşiöç' }))).toBe('u?>');
  });

  it('has no user id without a readable token', () => {
    expect(readTokenUserId(null)).toBeNull();
    expect(readTokenUserId('not-a-jwt')).toBeNull();
    expect(readTokenUserId('a.%%%.c')).toBeNull();
    expect(readTokenUserId(jwt({ role: 'customer' }))).toBeNull();
  });

  it('declares a customer of the customer app', () => {
    expect(buildSocketAuth(jwt({ userId: 'u1' }))).toMatchObject({
      userId: 'u1',
      userType: 'customer',
      appType: 'customer',
    });
    expect(buildSocketAuth(null)).toEqual({
      token: null,
      userId: null,
      userType: 'customer',
      appType: 'customer',
    });
  });
});

describe('after a disconnect (001 §4 Realtime)', () => {
  it('retries a server-initiated disconnect after 1.5 s', () => {
    expect(planAfterDisconnect('io server disconnect')).toEqual({
      kind: 'retry',
      afterMs: 1500,
      switchTransports: false,
    });
  });

  it('switches transports after a transport error and retries after 2 s', () => {
    expect(planAfterDisconnect('transport error')).toEqual({
      kind: 'retry',
      afterMs: 2000,
      switchTransports: true,
    });
  });

  it('leaves other drops to the automatic reconnection, and a chosen disconnect alone', () => {
    expect(planAfterDisconnect('transport close')).toEqual({ kind: 'auto' });
    expect(planAfterDisconnect('ping timeout')).toEqual({ kind: 'auto' });
    expect(planAfterDisconnect('io client disconnect')).toEqual({ kind: 'none' });
  });
});
