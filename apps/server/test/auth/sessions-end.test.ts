import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { socketClients } from '../live-orders/socket-helpers.ts';
import { createTestApp } from '../app.ts';
import { bearer, linkFromOutbox, login, readOutbox, register, verifyEmail } from './helpers.ts';

// Access tokens kept working up to 15 minutes after logout and password reset, and sockets
// were never checked again (docs/decisions/010-sessions-end-at-once.md).
const nodeA = await createTestApp();
const { app } = nodeA;
let nodeB: App;
const sockets = socketClients();

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  nodeB = await buildApp({ config: nodeA.config, db: nodeA.db });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => nodeB.close());

const me = (target: App, token: string) =>
  target.inject({ url: '/api/customer-users/me', headers: bearer(token) });

/** Resolves when the server disconnects the socket (not when the client closes it). */
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('a session ends at once', () => {
  it('at logout: the access token is refused on every node and its socket is disconnected', async () => {
    const account = await register(app);
    expect((await me(app, account.token)).statusCode).toBe(200);
    expect((await me(nodeB, account.token)).statusCode).toBe(200);
    const socketOnB = await sockets.open(nodeB, `Bearer ${account.token}`);
    const gone = disconnected(socketOnB);

    const out = await app.inject({
      method: 'POST',
      url: '/api/customer-users/logout',
      headers: bearer(account.token),
      payload: { refreshToken: account.refreshToken },
    });
    expect(out.json().data).toEqual({ revoked: true });

    const after = await me(app, account.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('TOKEN_INVALID');
    expect(await gone).toBe('io server disconnect');
    await expect.poll(async () => (await me(nodeB, account.token)).statusCode).toBe(401);
    // A new socket with the old token is refused too.
    await expect(sockets.open(app, `Bearer ${account.token}`)).rejects.toThrow('TOKEN_INVALID');
    // Signing in again starts a new session that works.
    const again = await login(app, account.email, account.password);
    expect((await me(app, again.json().data.token)).statusCode).toBe(200);
  });

  it('at logout with the access token alone', async () => {
    const account = await register(app);
    await app.inject({
      method: 'POST',
      url: '/api/customer-users/logout',
      headers: bearer(account.token),
    });
    expect((await me(app, account.token)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: account.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('at password reset: every session of the account, on every device', async () => {
    const account = await register(app);
    await verifyEmail(app, account.email);
    const phone = (await login(app, account.email, account.password)).json().data.token as string;
    const socket = await sockets.open(app, `Bearer ${phone}`);
    const gone = disconnected(socket);
    await app.inject({
      method: 'POST',
      url: '/api/customer-users/forgotpassword',
      payload: { email: account.email },
    });
    const link = await linkFromOutbox(app, account.email, '/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/customer-users/resetpassword',
      payload: { token: link.searchParams.get('token'), password: 'yeni-sifre-42' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(app, account.token)).statusCode).toBe(401);
    expect((await me(app, phone)).statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
    await expect.poll(async () => (await me(nodeB, phone)).statusCode).toBe(401);
  });
});

describe('changing the e-mail', () => {
  it('asks for the current password, tells the old address and ends the other sessions', async () => {
    const account = await register(app);
    const other = (await login(app, account.email, account.password)).json().data.token as string;
    const newEmail = `yeni-${Date.now()}@example.com`;
    const change = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/updatedetails',
        headers: bearer(account.token),
        payload,
      });

    const missing = await change({ email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'E-posta adresinizi değiştirmek için mevcut şifrenizi girin.',
    );
    const wrong = await change({ email: newEmail, currentPassword: 'tahmin123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Mevcut şifreniz yanlış.');
    expect((await me(app, account.token)).json().data.email).toBe(account.email);
    // Other fields need no password.
    expect((await change({ name: 'Yeni Ad' })).statusCode).toBe(200);

    const done = await change({ email: newEmail, currentPassword: account.password });
    expect(done.statusCode, done.body).toBe(200);
    const notice = (await readOutbox(app)).find(
      (m) => m.to === account.email && m.subject === 'Masa: e-posta adresiniz değiştirildi',
    );
    expect(notice?.text).toContain(newEmail);
    // The session that made the change stays; the other device is signed out.
    expect((await me(app, account.token)).statusCode).toBe(200);
    expect((await me(app, other)).statusCode).toBe(401);
  });
});

describe('social sign-in and an account whose e-mail was never proved (pre-hijack)', () => {
  it("takes the account over for the address's owner and shuts the attacker out", async () => {
    const victim = `kurban-${Date.now()}@example.com`;
    // The attacker registers the victim's address with his own password; it is never verified.
    const attacker = await register(app, { email: victim, password: 'saldirgan1' });
    expect((await me(app, attacker.token)).statusCode).toBe(200);

    // The victim signs in with Google, which vouches for the address.
    const page = await app.inject({
      url: `/api/auth/google/dev-callback?email=${encodeURIComponent(victim)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('GOOGLE_AUTH_SUCCESS');

    expect((await me(app, attacker.token)).statusCode).toBe(401);
    expect((await login(app, victim, 'saldirgan1')).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: attacker.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('links a verified account without ending its sessions', async () => {
    const owner = await register(app);
    const verify = await linkFromOutbox(app, owner.email, '/verify');
    await app.inject({ url: `/api/auth/verify-email?token=${verify.searchParams.get('token')}` });
    const page = await app.inject({
      url: `/api/auth/google/dev-callback?email=${encodeURIComponent(owner.email)}`,
    });
    expect(page.body).toContain('GOOGLE_AUTH_SUCCESS');
    expect((await me(app, owner.token)).statusCode).toBe(200);
    expect((await login(app, owner.email, owner.password)).statusCode).toBe(200);
  });
});
