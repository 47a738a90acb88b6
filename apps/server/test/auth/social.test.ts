import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-ids.ts';
import { isStateFromThisBrowser, isValidOAuthState } from '../../src/lib/oauth-state.ts';
import { createTestApp } from '../app.ts';
import { bearer, register } from './helpers.ts';

const { app } = await createTestApp();

/** The message the popup page posts to its opener, read from its script. */
function postedMessage(html: string) {
  const json = html.match(/var message = (\{.*?\});\n/s)?.[1];
  if (!json) throw new Error('no message in page');
  return JSON.parse(json) as Record<string, unknown> & { type: string };
}
const devSignIn = (provider: string, query: Record<string, string>) =>
  app.inject({ url: `/api/auth/${provider}/dev-callback?${new URLSearchParams(query)}` });

describe('development sign-in popup (no client ids configured)', () => {
  it.each(['google', 'apple'])(
    'serves a Turkish development-mode %s page with the demo customer and a form',
    async (provider) => {
      const res = await app.inject(`/api/auth/${provider}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Geliştirme modu');
      expect(res.body).toContain(DEMO_CUSTOMER.email);
      expect(res.body).toContain(`action="/api/auth/${provider}/dev-callback"`);
      expect(res.headers['content-security-policy']).toMatch(
        /default-src 'none'.*form-action 'self'/,
      );
    },
  );

  it('completes with a same-origin GOOGLE_AUTH_SUCCESS message carrying user, token and refreshToken', async () => {
    const res = await devSignIn('google', {
      name: 'Deneme Kişi',
      email: 'Deneme.Kisi@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('window.opener.postMessage(message, window.location.origin)');
    const nonce = res.headers['content-security-policy']
      ?.toString()
      .match(/script-src 'nonce-([^']+)'/)?.[1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    const message = postedMessage(res.body);
    expect(message).toMatchObject({
      type: 'GOOGLE_AUTH_SUCCESS',
      user: {
        name: 'Deneme Kişi',
        email: 'deneme.kisi@example.com',
        emailVerified: true,
        role: 'customer',
      },
    });
    const me = await app.inject({
      url: '/api/customer-users/me',
      headers: bearer(message.token as string),
    });
    expect(me.statusCode).toBe(200);
    const again = postedMessage(
      (await devSignIn('google', { email: 'deneme.kisi@example.com' })).body,
    );
    expect((again.user as { id: string }).id).toBe((message.user as { id: string }).id);
  });

  it('signs into an existing password account with the same e-mail (Apple)', async () => {
    const account = await register(app);
    const message = postedMessage(
      (await devSignIn('apple', { name: 'X', email: account.email })).body,
    );
    expect(message.type).toBe('APPLE_AUTH_SUCCESS');
    expect((message.user as { id: string }).id).toBe(account.user.id);
  });

  it('posts GOOGLE_AUTH_ERROR with the message for a bad e-mail', async () => {
    const res = await devSignIn('google', { name: 'X', email: 'not-an-email' });
    expect(postedMessage(res.body)).toEqual({
      type: 'GOOGLE_AUTH_ERROR',
      message: 'Lütfen geçerli bir e-posta adresi girin.',
    });
  });

  it('keeps a hostile name inert inside the page', async () => {
    const res = await devSignIn('google', {
      name: '</script><script>alert(1)</script>',
      email: `x${Date.now()}@example.com`,
    });
    expect(res.body).not.toContain('<script>alert(1)');
    expect((postedMessage(res.body).user as { name: string }).name).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});

describe('POST /api/users/customer/sociallogin', () => {
  it('answers 400 when the provider is not configured', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/customer/sociallogin',
      payload: { provider: 'google', idToken: 'x.y.z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Google ile giriş bu sunucuda yapılandırılmamış.');
  });

  it.each([
    [{ provider: 'facebook', idToken: 'x' }, 'Sağlayıcı google veya apple olmalıdır'],
    [{ provider: 'apple' }, 'Sağlayıcıdan gelen kimlik belirteci (idToken) gerekli'],
    [{ provider: 'apple', idToken: 7 }, 'Sağlayıcıdan gelen kimlik belirteci (idToken) gerekli'],
  ])('refuses %j', async (payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/customer/sociallogin',
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('with a Google client id configured', async () => {
  const google = await createTestApp({
    GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'secret',
    PUBLIC_URL: 'https://masa.example.com',
  });

  it('sends the popup to Google with PKCE (S256), a signed state and our callback', async () => {
    const res = await google.app.inject('/api/auth/google');
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location!);
    expect(location.origin + location.pathname).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth',
    );
    const params = location.searchParams;
    expect(params.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(params.get('redirect_uri')).toBe('https://masa.example.com/api/auth/google/callback');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('scope')).toBe('openid email profile');
    expect(isValidOAuthState(google.config.jwtSecret, 'google', params.get('state')!)).toBe(true);
    expect(isValidOAuthState(google.config.jwtSecret, 'apple', params.get('state')!)).toBe(false);
  });

  it('binds the state to the browser that started the sign-in (no login CSRF)', async () => {
    const started = await google.app.inject('/api/auth/google');
    const state = new URL(started.headers.location!).searchParams.get('state')!;
    const cookie = String(started.headers['set-cookie']);
    expect(cookie).toMatch(/^masa_oauth_google=[\w-]+; /);
    expect(cookie).toContain('Path=/api/auth/google/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    const { jwtSecret } = google.config;
    const jar = cookie.split(';')[0];
    expect(isStateFromThisBrowser(jwtSecret, 'google', state, `a=b; ${jar}`)).toBe(true);
    // The attacker's own browser started another sign-in: its cookie does not fit this state.
    const other = await google.app.inject('/api/auth/google');
    const otherJar = String(other.headers['set-cookie']).split(';')[0];
    expect(isStateFromThisBrowser(jwtSecret, 'google', state, otherJar)).toBe(false);
    expect(isStateFromThisBrowser(jwtSecret, 'google', state, undefined)).toBe(false);
    // A genuine, unexpired state planted in a browser that did not start it is refused.
    const planted = await google.app.inject(`/api/auth/google/callback?code=abc&state=${state}`);
    expect(postedMessage(planted.body)).toEqual({
      type: 'GOOGLE_AUTH_ERROR',
      message: 'Google ile giriş yapılırken bir hata oluştu.',
    });
  });

  it('turns off the development sign-in', async () => {
    expect((await google.app.inject('/api/auth/google/dev-callback?email=a@b.co')).statusCode).toBe(
      404,
    );
  });

  it('answers a callback with a missing or forged state with GOOGLE_AUTH_ERROR', async () => {
    for (const query of [
      'code=abc',
      'code=abc&state=forged.9999999999999.sig',
      'error=access_denied',
    ]) {
      const res = await google.app.inject(`/api/auth/google/callback?${query}`);
      expect(postedMessage(res.body)).toEqual({
        type: 'GOOGLE_AUTH_ERROR',
        message: 'Google ile giriş yapılırken bir hata oluştu.',
      });
    }
  });

  it('refuses an ID token that is not a valid Google token with 401', async () => {
    const res = await google.app.inject({
      method: 'POST',
      url: '/api/users/customer/sociallogin',
      payload: { provider: 'google', idToken: 'not-a-jwt' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Google ile giriş yapılırken bir hata oluştu.');
  });

  it('reads the Apple form_post callback and refuses a forged state', async () => {
    const res = await google.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=forged&id_token=abc&code=xyz',
    });
    expect(postedMessage(res.body)).toEqual({
      type: 'APPLE_AUTH_ERROR',
      message: 'Apple ile giriş yapılırken bir hata oluştu.',
    });
  });
});

describe('in production without client ids', async () => {
  const production = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: 'false' });

  it('says social sign-in is not configured instead of offering the development page', async () => {
    const res = await production.app.inject('/api/auth/google');
    expect(res.body).not.toContain('Geliştirme modu');
    expect(postedMessage(res.body)).toEqual({
      type: 'GOOGLE_AUTH_ERROR',
      message: 'Google ile giriş bu sunucuda yapılandırılmamış.',
    });
    expect(
      (await production.app.inject('/api/auth/google/dev-callback?email=a@b.co')).statusCode,
    ).toBe(404);
  });
});
