import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { loggerOptions } from '../../src/lib/logger-options.ts';
import { bearer, register } from '../auth/helpers.ts';
import { multipartFile } from '../auth/multipart.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';

// A NUL or a lone surrogate reached PostgreSQL and answered 500 on nine endpoints; the 500's
// log line carried the e-mail, phone, address and password hash of the request.
const NUL = 'Ayşe\u0000Demir';
const LONE_HIGH = 'Ayşe \uD83D Demir';
const LONE_LOW = '\uDE00 not';
const BAD_TEXTS = [NUL, LONE_HIGH, LONE_LOW];
/** The same texts in a URL: percent-encoded bytes (a lone surrogate as its CESU-8 bytes). */
const inUrl = (text: string) =>
  ({ [NUL]: 'Ay%00Demir', [LONE_HIGH]: 'Ay%ED%A0%BDDemir', [LONE_LOW]: '%ED%B8%80not' })[text]!;

const ctx = await createLiveApp();
const { app } = ctx;
const table = DEMO_TABLE_IDS.bogaz[2];
const businessId = DEMO_BUSINESS_IDS.bogaz;

async function ordersOf(headers: Record<string, string>): Promise<number> {
  const res = await app.inject({ url: '/api/orders/user', headers });
  return (res.json().data as unknown[]).length;
}

describe('NUL characters and lone surrogates', () => {
  it('are a 400 with a Turkish message on every text endpoint, and write nothing', async () => {
    const order = await ctx.placeOrder();
    const orderId = (order as { _id?: string; id?: string })._id ?? order.id;
    const before = await ordersOf(ctx.headers);
    for (const bad of BAD_TEXTS) {
      const calls = [
        {
          method: 'POST',
          url: '/api/customer-users/register',
          payload: { name: bad, email: 'x@example.com', phone: '05321234567', password: 'secret1' },
        },
        { method: 'POST', url: '/api/users/customer/guest', payload: { name: bad } },
        {
          method: 'PUT',
          url: '/api/users/updatedetails',
          headers: ctx.headers,
          payload: { name: bad, address: { street: bad } },
        },
        {
          method: 'POST',
          url: '/api/orders',
          headers: ctx.headers,
          payload: {
            businessId,
            tableId: table,
            personCount: 1,
            items: [{ productId: ctx.cay.id, quantity: 1, notes: bad }],
          },
        },
        {
          method: 'POST',
          url: `/api/orders/${orderId}/messages`,
          headers: ctx.headers,
          payload: { message: bad, messageType: 'general' },
        },
        {
          method: 'POST',
          url: `/api/orders/${orderId}/request-bill`,
          headers: ctx.headers,
          payload: { paymentMethod: 'cash', note: bad },
        },
        { method: 'POST', url: '/api/qr/scans', headers: ctx.headers, payload: { qrCode: bad } },
        { method: 'POST', url: '/api/qr/scan', payload: { qrCode: bad } },
        { method: 'GET', url: `/api/tables/qr/${inUrl(bad)}` },
        { method: 'GET', url: `/api/tables/custom-qr/${inUrl(bad)}` },
        { method: 'GET', url: `/api/businesses/${inUrl(bad)}` },
      ] as const;
      for (const call of calls) {
        const res = await app.inject(call);
        expect(res.statusCode, `${call.method} ${call.url} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          error: 'INVALID_TEXT',
          message: 'Geçersiz karakter: metinlerde NUL karakteri veya bozuk Unicode kullanılamaz.',
        });
      }
    }
    expect(await ordersOf(ctx.headers)).toBe(before);
    const me = await app.inject({ url: '/api/customer-users/me', headers: ctx.headers });
    expect(JSON.stringify(me.json())).not.toContain('\\u0000');
  });

  it('answer 400 for the raw %00 path the reviewers used, signed in or not', async () => {
    const res = await app.inject({ url: '/api/tables/qr/%00abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_TEXT');
    const query = await app.inject({ url: `/api/products/business/${businessId}?_t=%00` });
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toBe('INVALID_TEXT');
  });

  it('leave a well-formed emoji (a surrogate pair) alone', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/customer/guest',
      payload: { name: 'Ayşe 😀' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('over-long texts', () => {
  it('refuses a 900,000-character name, and a name past the field limit', async () => {
    const huge = await app.inject({
      method: 'POST',
      url: '/api/users/customer/guest',
      payload: { name: 'a'.repeat(900_000) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Metin çok uzun.');
    const account = await register(app);
    const long = await app.inject({
      method: 'PUT',
      url: '/api/users/updatedetails',
      headers: bearer(account.token),
      payload: { name: 'a'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Ad en fazla 100 karakter olabilir');
  });
});

describe('a broken multipart avatar upload', () => {
  it('is a 400 with a message, not a 500', async () => {
    const account = await register(app);
    const whole = multipartFile('avatar', 'a.png', 'image/png', Buffer.alloc(2000, 1));
    const cases = [
      // cut off before the closing boundary
      { payload: whole.payload.subarray(0, 300), headers: whole.headers },
      // a boundary that never appears
      { payload: whole.payload, headers: { 'content-type': 'multipart/form-data; boundary=zzz' } },
      // no boundary at all
      { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } },
      // part headers that are not headers
      {
        payload: Buffer.from('--b\r\n\u0000\u0001garbage\r\n\r\nxx\r\n--b--\r\n'),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/avatar',
        payload: c.payload,
        headers: { ...c.headers, ...bearer(account.token) },
      });
      expect(res.statusCode, `case ${i}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `case ${i}`).toBeLessThan(500);
      expect(res.json().message, `case ${i}`).toMatch(/\S/);
    }
  });
});

/** The app with the server's own logger options, its log lines written into `lines`. */
const appLoggingTo = (lines: string[]) =>
  buildApp({
    config: ctx.config,
    db: ctx.db,
    logger: {
      ...(loggerOptions('info') as object),
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    } as never,
  });

describe('logs', () => {
  it('never carry passwords, hashes, e-mails or query strings, even for a 500', async () => {
    const lines: string[] = [];
    const logged = await appLoggingTo(lines);
    // A failing query whose parameters are personal data, as a real bug would produce.
    logged.post('/api/test-only/fail', async (request) => {
      const body = request.body as { email: string; password: string };
      await ctx.db.$client.query('select $1::int, $2::text', [body.email, body.password]);
      return 'unreachable';
    });
    await logged.ready();
    const res = await logged.inject({
      method: 'POST',
      url: '/api/test-only/fail?token=secret-reset-token',
      payload: { email: 'private@example.com', password: 'hunter22' },
    });
    expect(res.statusCode).toBe(500);
    await logged.close();
    const text = lines.join('');
    expect(text).toContain('unhandled error');
    for (const secret of ['private@example.com', 'hunter22', 'secret-reset-token'])
      expect(text).not.toContain(secret);
  });

  it('carry the request id on every line of a request, redacted as any other log', async () => {
    const lines: string[] = [];
    const logged = await appLoggingTo(lines);
    logged.get('/api/test-only/log', async (request) => {
      request.log.info({ guest: { email: 'private@example.com' }, table: 'M01' }, 'seated');
      request.log.child({ step: 'inner' }).warn({ password: 'hunter22' }, 'inner step');
      return { ok: true };
    });
    await logged.ready();
    for (let i = 0; i < 2; i++) {
      const res = await logged.inject({ url: '/api/test-only/log' });
      expect(res.statusCode).toBe(200);
    }
    await logged.close();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const byRequest = new Map<unknown, Record<string, unknown>[]>();
    for (const entry of entries) {
      if (entry.reqId === undefined) continue;
      byRequest.set(entry.reqId, [...(byRequest.get(entry.reqId) ?? []), entry]);
    }
    expect(byRequest.size).toBe(2);
    for (const requestLines of byRequest.values()) {
      expect(requestLines.map((entry) => entry.msg)).toEqual([
        'incoming request',
        'seated',
        'inner step',
        'request completed',
      ]);
      const seated = requestLines[1]!;
      expect(seated).toMatchObject({ table: 'M01', guest: { email: '[redacted]' } });
      expect(requestLines[2]).toMatchObject({ step: 'inner', password: '[redacted]' });
    }
    const text = lines.join('');
    for (const secret of ['private@example.com', 'hunter22']) expect(text).not.toContain(secret);
  });
});
