import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error.ts';
import { TIMEOUTS, setApiBaseUrl } from './api/api-config.ts';
import { closedPort, delay, sendJson, serveTestApi } from '../testing/test-api-server.ts';
import { api, apiRequest } from './api-client.ts';
import { onConnectionEvent } from './connection-events.ts';
import { storage } from './storage.ts';

const server = serveTestApi();

beforeEach(() => {
  localStorage.clear();
});

function signIn() {
  storage.setToken('token-1');
  storage.setUser({
    id: 'u1',
    name: 'Ayşe Yılmaz',
    phone: '+905551112233',
    email: 'ayşe@örnek.com',
  });
}

describe('request headers', () => {
  it('sends app type, JSON accept, bearer and the user headers when signed in', async () => {
    signIn();
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: [] });
    await api.get('/orders/user');
    const [request] = server.state.requests;
    expect(request?.path).toBe('/api/orders/user');
    expect(request?.headers).toMatchObject({
      accept: 'application/json',
      'x-app-type': 'customer',
      authorization: 'Bearer token-1',
      'x-user-id': 'u1',
      'x-user-phone': '+905551112233',
      'x-user-email': encodeURIComponent('ayşe@örnek.com'),
    });
  });

  it.each([
    '/customer-users/login',
    '/customer-users/register',
    '/customer-users/forgotpassword',
    '/auth/forgot-password',
  ])('sends no identity on %s', async (path) => {
    signIn();
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: {} });
    await api.post(path, { email: 'a@b.co' });
    const [request] = server.state.requests;
    expect(request?.headers['x-app-type']).toBe('customer');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-user-id']).toBeUndefined();
    expect(request?.headers['x-user-email']).toBeUndefined();
  });

  it('sends neither bearer nor user headers when signed out', async () => {
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: [] });
    await api.get('/business/active', { query: { city: 'İzmir', page: 2, empty: undefined } });
    const [request] = server.state.requests;
    expect(request?.path).toBe('/api/business/active?city=%C4%B0zmir&page=2');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-user-id']).toBeUndefined();
  });

  it("sends the stored table's access token, and none without one (ADR 015)", async () => {
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: [] });
    storage.setTableId('table-a1');
    storage.setTableToken('ABCDEFGHJKLM');
    await api.get('/orders/active');
    storage.setTableId(null);
    await api.get('/orders/active');
    const [withToken, without] = server.state.requests;
    expect(withToken?.headers['x-table-token']).toBe('ABCDEFGHJKLM');
    expect(without?.headers['x-table-token']).toBeUndefined();
  });

  it('uploads multipart form data without a JSON content type', async () => {
    signIn();
    server.state.route = (_req, res) => sendJson(res, 200, { success: true, data: { ok: 1 } });
    const form = new FormData();
    form.append('avatar', new Blob(['png-bytes'], { type: 'image/png' }), 'a.png');
    form.append('caption', 'Profil fotoğrafı');
    await expect(api.upload('/users/avatar', form, { method: 'PUT' })).resolves.toEqual({ ok: 1 });
    const [request] = server.state.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe('Bearer token-1');
    // jsdom's Blob reaches Node's fetch through Vitest's converter, which drops file bytes and
    // names; the parts and their types are what this test can see.
    expect(request?.body).toContain('name="avatar"');
    expect(request?.body).toContain('Content-Type: image/png');
    expect(request?.body).toContain('Profil fotoğrafı');
  });
});

describe('responses', () => {
  it('unwraps success/data and keeps the message', async () => {
    server.state.route = (_req, res) =>
      sendJson(res, 201, { success: true, data: { id: 'o1' }, message: 'Siparişiniz alındı' });
    await expect(api.post('/orders', { items: [] })).resolves.toEqual({ id: 'o1' });
    const sent = await api.send('/orders', { method: 'POST', body: {} });
    expect(sent).toEqual({ data: { id: 'o1' }, message: 'Siparişiniz alındı', status: 201 });
  });

  it('returns a body without envelope as it is', async () => {
    server.state.route = (_req, res) => sendJson(res, 200, [{ id: 1 }]);
    await expect(api.get('/products')).resolves.toEqual([{ id: 1 }]);
  });

  it('does not throw 200–499 in the shared layer', async () => {
    server.state.route = (_req, res) =>
      sendJson(res, 404, { success: false, error: 'NOT_FOUND', message: 'Sipariş bulunamadı' });
    const result = await apiRequest('/orders/x');
    expect(result).toMatchObject({ ok: false, status: 404, message: 'Sipariş bulunamadı' });
  });

  it('reads the code and field errors of a validation failure', async () => {
    const errors = [
      { field: 'email', message: 'Geçerli bir e-posta girin' },
      { field: 'name', message: 'Ad en az 3 karakter olmalı' },
    ];
    server.state.route = (_req, res) =>
      sendJson(res, 400, { success: false, error: 'VALIDATION_ERROR', errors });
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'VALIDATION_ERROR',
      fieldErrors: { email: 'Geçerli bir e-posta girin', name: 'Ad en az 3 karakter olmalı' },
    });
  });
});

describe('error text (000 §8.4)', () => {
  const cases: [string, number, unknown, string][] = [
    ['a plain-text error as is', 400, 'Masa dolu', 'Masa dolu'],
    ['body message first', 400, { message: 'Masa bulunamadı', error: 'X' }, 'Masa bulunamadı'],
    ['body error string', 409, { error: 'Zaten ödendi' }, 'Zaten ödendi'],
    ['body error object as JSON', 409, { error: { reason: 'paid' } }, '{"reason":"paid"}'],
    ['body data.message', 422, { data: { message: 'Veri hatalı' } }, 'Veri hatalı'],
    [
      'errors joined with commas',
      400,
      { errors: ['Ad eksik', 'Telefon eksik'] },
      'Ad eksik, Telefon eksik',
    ],
    ['400 by status', 400, {}, 'Geçersiz istek'],
    ['401 by status', 401, null, 'Yetkisiz erişim'],
    ['403 by status', 403, {}, 'Erişim reddedildi'],
    ['404 by status', 404, {}, 'İstenilen kaynak bulunamadı'],
    ['500 by status', 500, {}, 'Sunucu hatası'],
    ['other status', 418, {}, 'Hata: 418'],
    ['other 5xx status', 503, '<html>bad gateway</html>', 'Hata: 503'],
  ];

  it.each(cases)('%s', async (_name, status, body, expected) => {
    server.state.route = (_req, res) => {
      if (typeof body === 'string') {
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(body);
      } else if (body === null) {
        res.writeHead(status);
        res.end();
      } else sendJson(res, status, body);
    };
    const error = await api.get('/anything').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: expected, kind: 'http' });
  });

  it('throws 5xx from the shared layer too', async () => {
    server.state.route = (_req, res) => sendJson(res, 500, { success: false });
    await expect(apiRequest('/anything')).rejects.toMatchObject({
      status: 500,
      message: 'Sunucu hatası',
    });
  });

  it("gives 'İstek zaman aşımına uğradı' when the server is too slow for an order call", async () => {
    server.state.route = async (_req, res) => {
      await delay(1000);
      sendJson(res, 200, {});
    };
    const started = Date.now();
    const error = await api.get('/orders/slow', { timeout: 150 }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      kind: 'timeout',
      message: 'İstek zaman aşımına uğradı',
    });
    expect(Date.now() - started).toBeLessThan(900);
    // The shared layer says more (000 §8.4 "other layers").
    const shared = await api.get('/business/slow', { timeout: 150 }).catch((e: unknown) => e);
    expect(shared).toMatchObject({
      kind: 'timeout',
      message: 'Sunucu yanıt vermiyor. Lütfen daha sonra tekrar deneyin.',
    });
  });

  it("gives 'Sunucuya bağlanılamadı' when nothing listens", async () => {
    setApiBaseUrl(`http://127.0.0.1:${await closedPort()}/api`);
    const error = await api.get('/orders/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, kind: 'network', message: 'Sunucuya bağlanılamadı' });
    const shared = await api.get('/business/active').catch((e: unknown) => e);
    expect(shared).toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
    });
  });

  it('uses 45 s unless told otherwise, and knows the other layers', () => {
    expect(TIMEOUTS).toEqual({
      default: 45_000,
      orderArea: 60_000,
      orderAction: 8_000,
      quick: 5_000,
      probe: 3_000,
    });
  });
});

describe('while the server cannot reach its database (503 with Retry-After, ADR 103)', () => {
  const unavailable = {
    success: false,
    error: 'DATABASE_UNAVAILABLE',
    message: 'Veritabanına şu anda ulaşılamıyor. Birkaç saniye içinde yeniden denenecek.',
  };
  /** Answers 503 with Retry-After: 1 to the first `downFor` requests, then 200. */
  function databaseBackAfter(downFor: number) {
    let seen = 0;
    server.state.route = (_req, res) => {
      seen += 1;
      if (seen <= downFor) {
        res.setHeader('Retry-After', '1');
        return sendJson(res, 503, unavailable);
      }
      sendJson(res, 200, { success: true, data: { id: 'o1' } });
    };
  }

  it('waits as told, asks again, and says it waited and then came back', async () => {
    databaseBackAfter(2);
    const events: string[] = [];
    const stop = onConnectionEvent((event) => events.push(event));
    const started = Date.now();
    await expect(api.get('/orders/o1')).resolves.toEqual({ id: 'o1' });
    stop();
    expect(server.state.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(events).toEqual(['waiting', 'waiting', 'connected']);
  });

  it('repeats a write with an Idempotency-Key, the same key each time', async () => {
    databaseBackAfter(1);
    const headers = { 'Idempotency-Key': 'order-key-1' };
    await expect(api.post('/orders', { items: [] }, { headers })).resolves.toEqual({ id: 'o1' });
    expect(server.state.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'order-key-1',
      'order-key-1',
    ]);
  });

  it('never repeats a write without an Idempotency-Key: the diner sees the error', async () => {
    databaseBackAfter(1);
    const failure = await api.post('/waiters/call', { tableId: 't1' }).catch((e: unknown) => e);
    expect(server.state.requests).toHaveLength(1);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect((failure as ApiError).message).toBe(unavailable.message);
  });
});
