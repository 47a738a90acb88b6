import { sayRule } from '@masa/core/testing/say-rule';
import { AUTH_MESSAGES as M } from '@masa/core/auth/auth-messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../src/db/schema/index.ts';
import { createTestApp } from '../app.ts';
import { bearer, linkFromOutbox, login, readOutbox, register, verifyEmail } from './helpers.ts';

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://masa.example.com' });

const forgot = (email: unknown) =>
  app.inject({ method: 'POST', url: '/api/customer-users/forgotpassword', payload: { email } });
const reset = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/customer-users/resetpassword',
    payload: payload as object,
  });
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const INVALID_LINK =
  'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';

describe('forgot password → outbox link → reset password', () => {
  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const account = await register(app);
    await verifyEmail(app, account.email);
    const before = (await readOutbox(app)).length;
    const known = await forgot(account.email);
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const messages = await readOutbox(app);
    expect(messages.length).toBe(before + 1);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      to: account.email,
      subject: 'Masa: şifre sıfırlama',
    });
  });

  it('resets the password from the link, ends every old session, and the link works once', async () => {
    const account = await register(app);
    await verifyEmail(app, account.email);
    const secondDevice = (await login(app, account.email, account.password)).json().data;
    await forgot(account.email);
    const link = await linkFromOutbox(app, account.email, '/reset-password');
    expect(link.origin + link.pathname).toBe('https://masa.example.com/customerapp/reset-password');
    const token = link.searchParams.get('token')!;

    const res = await reset({ token, password: 'yeni-sifre-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.');

    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await refresh(secondDevice.refreshToken)).statusCode).toBe(401);
    expect((await login(app, account.email, account.password)).statusCode).toBe(401);
    const fresh = await login(app, account.email, 'yeni-sifre-9');
    expect(fresh.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          url: '/api/customer-users/me',
          headers: bearer(fresh.json().data.token),
        })
      ).statusCode,
    ).toBe(200);

    const again = await reset({ token, password: 'baska-sifre-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK);
  });

  it('refuses an expired link', async () => {
    const account = await register(app);
    await verifyEmail(app, account.email);
    await forgot(account.email);
    const token = (await linkFromOutbox(app, account.email, '/reset-password')).searchParams.get(
      'token',
    )!;
    await db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.email, account.email));
    const res = await reset({ token, password: 'yeni-sifre-9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_LINK);
    expect((await login(app, account.email, account.password)).statusCode).toBe(200);
  });

  it('sends at most one link a minute per account', async () => {
    const account = await register(app);
    await verifyEmail(app, account.email);
    await forgot(account.email);
    await forgot(account.email);
    const links = (await readOutbox(app)).filter(
      (m) => m.to === account.email && m.text.includes('reset-password'),
    );
    expect(links).toHaveLength(1);
  });

  it.each([
    [{ token: 'x', password: '12345' }, sayRule(M.passwordTooShort)],
    [{ token: 'x', password: '' }, sayRule(M.passwordRequired)],
    [{ token: 'x' }, sayRule(M.passwordRequired)],
    [{ password: 'yeni-sifre-9' }, INVALID_LINK],
    [{ token: 'made-up', password: 'yeni-sifre-9' }, INVALID_LINK],
  ])('refuses %j', async (payload, message) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([[''], ['not-an-email'], [42]])(
    'refuses the e-mail %j on forgot password',
    async (email) => {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
    },
  );
});
