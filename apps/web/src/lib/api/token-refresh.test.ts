import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, apiRequest } from '../api-client.ts';
import { setNavigator } from '../navigation.ts';
import { TOKEN_REFRESHED_EVENT, storage } from '../storage.ts';
import { AUTH_ERROR_EVENT, type AuthErrorDetail } from './session-end.ts';
import {
  type RecordedRequest,
  bearerOf,
  delay,
  sendJson,
  serveTestApi,
} from '../../testing/test-api-server.ts';

const server = serveTestApi();
let navigations: string[];
let authErrors: AuthErrorDetail[];
const onAuthError = (event: Event) =>
  authErrors.push((event as CustomEvent<AuthErrorDetail>).detail);

beforeEach(() => {
  localStorage.clear();
  storage.setToken('old-token');
  storage.setUser({ id: 'u1', name: 'Ayşe', email: 'ayse@example.com' });
  navigations = [];
  authErrors = [];
  setNavigator((to) => navigations.push(to));
  document.addEventListener(AUTH_ERROR_EVENT, onAuthError);
});
afterEach(() => {
  setNavigator(null);
  document.removeEventListener(AUTH_ERROR_EVENT, onAuthError);
});

/** /api/me answers 200 to `valid` and `failStatus` to any other token. */
function protectedRoute(valid: string, failStatus = 401) {
  return (req: RecordedRequest, res: Parameters<typeof sendJson>[0]) =>
    bearerOf(req) === valid
      ? sendJson(res, 200, { success: true, data: { name: 'Ayşe' } })
      : sendJson(res, failStatus, { success: false, message: 'Geçersiz token' });
}

function expectSessionEnded(target: string) {
  expect(storage.getToken()).toBeNull();
  expect(storage.getUser()).toBeNull();
  expect(navigations).toEqual([target]);
  expect(authErrors).toEqual([
    { status: 401, message: 'Oturum süresi doldu, lütfen tekrar giriş yapın.' },
  ]);
}

describe('token refresh (000 §4.2, ADR 025)', () => {
  it.each([401, 403])('refreshes on %i and retries with the new token', async (status) => {
    const me = protectedRoute('new-token', status);
    const refreshed: string[] = [];
    window.addEventListener(TOKEN_REFRESHED_EVENT, () => refreshed.push('event'), { once: true });
    server.state.route = (req, res) => {
      if (req.path === '/api/auth/refresh-token') {
        // The refresh token is the browser's HttpOnly cookie (ADR 016): nothing in the body.
        expect(JSON.parse(req.body)).toEqual({});
        expect(req.headers.authorization).toBeUndefined();
        return sendJson(res, 200, { success: true, data: { token: 'new-token' } });
      }
      return me(req, res);
    };
    await expect(api.get('/me')).resolves.toEqual({ name: 'Ayşe' });
    expect(server.state.requests.map((r) => [r.path, bearerOf(r) ?? null])).toEqual([
      ['/api/me', 'old-token'],
      ['/api/auth/refresh-token', null],
      ['/api/me', 'new-token'],
    ]);
    expect(storage.getToken()).toBe('new-token');
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(refreshed).toEqual(['event']);
    expect(navigations).toEqual([]);
  });

  it('accepts an unwrapped refresh answer', async () => {
    const me = protectedRoute('new-token');
    server.state.route = (req, res) =>
      req.path === '/api/auth/refresh-token'
        ? sendJson(res, 200, { token: 'new-token' })
        : me(req, res);
    await expect(api.get('/me')).resolves.toEqual({ name: 'Ayşe' });
    expect(storage.getToken()).toBe('new-token');
  });

  it('sends a refresh token an earlier version kept in storage once, and forgets it', async () => {
    localStorage.setItem('refresh_token', 'legacy-1');
    const me = protectedRoute('new-token');
    const bodies: unknown[] = [];
    server.state.route = (req, res) => {
      if (req.path !== '/api/auth/refresh-token') return me(req, res);
      bodies.push(JSON.parse(req.body));
      sendJson(res, 200, { success: true, data: { token: 'new-token' } });
    };
    await expect(api.get('/me')).resolves.toEqual({ name: 'Ayşe' });
    expect(bodies).toEqual([{ refreshToken: 'legacy-1' }]);
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('makes one refresh for five requests failing together and retries all five', async () => {
    const me = protectedRoute('new-token');
    server.state.route = async (req, res) => {
      if (req.path !== '/api/auth/refresh-token') return me(req, res);
      await delay(50);
      sendJson(res, 200, { success: true, data: { token: 'new-token' } });
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => api.get('/me')));
    expect(results).toEqual(Array(5).fill({ name: 'Ayşe' }));
    expect(server.hits('/api/auth/refresh-token')).toBe(1);
    const retried = server.state.requests.filter((r) => bearerOf(r) === 'new-token');
    expect(retried).toHaveLength(5);
    expect(server.hits('/api/me')).toBe(10);
  });

  it('retries a request at most twice, then ends the session with reason max_retry', async () => {
    let issued = 0;
    server.state.route = (req, res) =>
      req.path === '/api/auth/refresh-token'
        ? sendJson(res, 200, { token: `token-${++issued}` })
        : sendJson(res, 401, { message: 'Geçersiz token' });
    const result = await apiRequest('/me');
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      message: 'Oturum süresi doldu, lütfen tekrar giriş yapın.',
    });
    expect(server.hits('/api/me')).toBe(3);
    expect(server.hits('/api/auth/refresh-token')).toBe(2);
    expectSessionEnded('/login?session=expired&reason=max_retry');
  });

  it('keeps the session when a 403 outlives fresh tokens: a real refusal', async () => {
    let issued = 0;
    server.state.route = (req, res) =>
      req.path === '/api/auth/refresh-token'
        ? sendJson(res, 200, { token: `token-${++issued}` })
        : sendJson(res, 403, { message: 'Bu sipariş size ait değil' });
    const error = await api.get('/orders/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: 'Bu sipariş size ait değil' });
    expect(server.hits('/api/orders/x')).toBe(3);
    expect(storage.getToken()).toBe('token-2');
    expect(navigations).toEqual([]);
  });

  it('ends the session with reason refresh_failed when the refresh breaks', async () => {
    server.state.route = (req, res) =>
      req.path === '/api/auth/refresh-token'
        ? sendJson(res, 500, { message: 'Sunucu hatası' })
        : sendJson(res, 401, {});
    const error = await api.get('/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expectSessionEnded('/login?session=expired&reason=refresh_failed');
  });

  it.each([401, 403])(
    'sends a %i from the refresh call itself to /login?session=expired',
    async (status) => {
      server.state.route = (req, res) =>
        sendJson(res, req.path === '/api/auth/refresh-token' ? status : 401, {});
      await apiRequest('/me');
      expectSessionEnded('/login?session=expired');
    },
  );

  it('ends the session once when several requests share a failed refresh', async () => {
    server.state.route = async (req, res) => {
      if (req.path !== '/api/auth/refresh-token') return sendJson(res, 401, {});
      await delay(50);
      sendJson(res, 500, {});
    };
    const results = await Promise.all(Array.from({ length: 3 }, () => apiRequest('/me')));
    expect(results.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(server.hits('/api/auth/refresh-token')).toBe(1);
    expectSessionEnded('/login?session=expired&reason=refresh_failed');
  });

  it('does not refresh for a request sent without a token', async () => {
    storage.clearAuth();
    server.state.route = (_req, res) => sendJson(res, 401, {});
    const result = await apiRequest('/orders/user');
    expect(result).toMatchObject({ ok: false, status: 401, message: 'Yetkisiz erişim' });
    expect(server.hits('/api/auth/refresh-token')).toBe(0);
    expect(navigations).toEqual([]);
  });
});
