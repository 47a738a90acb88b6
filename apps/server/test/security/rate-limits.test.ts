import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { TOO_MANY_REQUESTS } from '../../src/plugins/rate-limits.ts';
import { nextIp, registrationPayload } from '../auth/helpers.ts';
import { makeImage, multipartFile } from '../auth/multipart.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';

// The review: one account placed 1,742 orders in 6 s, 100 guest accounts were made in 1 s, and
// @fastify/rate-limit was installed but never registered (docs/decisions/011-rate-limits.md).
const ctx = await createLiveApp({ RATE_LIMIT_SCALE: '1' });
const { app } = ctx;

type Call = InjectOptions;
async function statuses(count: number, call: (i: number) => Call): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await app.inject(call(i))).statusCode);
  return seen;
}

function expectRefusal(res: Awaited<ReturnType<typeof app.inject>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    success: false,
    error: 'TOO_MANY_REQUESTS',
    message: TOO_MANY_REQUESTS,
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('request limits', () => {
  it('guest accounts: 30 a minute per address, then 429; another address is not affected', async () => {
    const ip = nextIp();
    const guest = (remoteAddress: string) =>
      ({ method: 'POST', url: '/api/users/customer/guest', payload: {}, remoteAddress }) as Call;
    expect(new Set(await statuses(30, () => guest(ip)))).toEqual(new Set([201]));
    expectRefusal(await app.inject(guest(ip)));
    expect((await app.inject(guest(nextIp()))).statusCode).toBe(201);
  });

  it('registration: per address, and per e-mail from any address', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const register = (remoteAddress: string) =>
      ({
        method: 'POST',
        url: '/api/customer-users/register',
        payload: registrationPayload({ email }),
        remoteAddress,
      }) as Call;
    // 201, then 409 (taken) twice, each from a new address; the fourth try is refused.
    expect(await statuses(3, () => register(nextIp()))).toEqual([201, 409, 409]);
    expectRefusal(await app.inject(register(nextIp())));

    const ip = nextIp();
    const others = await statuses(10, (i) => ({
      ...register(ip),
      payload: registrationPayload({ email: `addr-${i}-${Date.now()}@example.com` }),
    }));
    expect(others.every((s) => s === 201)).toBe(true);
    expectRefusal(
      await app.inject({
        ...register(ip),
        payload: registrationPayload({ email: `eleventh-${Date.now()}@example.com` }),
      }),
    );
  });

  it('an address probing which e-mails have accounts meets 429 after 10 answers in 15 minutes (ADR 051)', async () => {
    const ip = nextIp();
    const taken = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/customer-users/register',
          payload: registrationPayload({ email: `var-${i}-${Date.now()}@example.com` }),
          remoteAddress: nextIp(),
        }),
      ),
    );
    expect(taken.every((r) => r.statusCode === 201)).toBe(true);
    const probe = (i: number) =>
      ({
        method: 'POST',
        url: '/api/customer-users/register',
        payload: registrationPayload({ email: JSON.parse(taken[i]!.body).data.user.email }),
        remoteAddress: ip,
      }) as Call;
    const answers = await statuses(10, probe);
    expect(answers).toEqual(Array(10).fill(409));
    const refused = await app.inject(probe(10));
    expectRefusal(refused);
    // The window is 15 minutes: the prober waits minutes, not seconds.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('keeping a guest account counts as a registration: 10 in 15 minutes per address', async () => {
    const ip = nextIp();
    const keep = async (i: number) => {
      const guest = await app.inject({
        method: 'POST',
        url: '/api/users/customer/guest',
        payload: {},
        remoteAddress: nextIp(),
      });
      return app.inject({
        method: 'POST',
        url: '/api/users/customer/guest/convert',
        headers: { authorization: `Bearer ${guest.json().data.token}` },
        payload: {
          name: 'Elif Şahin',
          email: `kept-${i}-${Date.now()}@example.com`,
          password: 'gizli123',
        },
        remoteAddress: ip,
      });
    };
    for (let i = 0; i < 10; i++) expect((await keep(i)).statusCode).toBe(200);
    expectRefusal(await keep(10));
  });

  it('password-reset and phone-code requests: 3 per e-mail or phone in 15 minutes, from any address', async () => {
    const reset = (remoteAddress: string) =>
      ({
        method: 'POST',
        url: '/api/customer-users/forgotpassword',
        payload: { email: 'someone-else@example.com' },
        remoteAddress,
      }) as Call;
    expect(await statuses(3, () => reset(nextIp()))).toEqual([200, 200, 200]);
    expectRefusal(await app.inject(reset(nextIp())));

    const code = (remoteAddress: string) =>
      ({
        method: 'POST',
        url: '/api/users/customer/request-verification',
        payload: { phone: '0532 555 1234' },
        remoteAddress,
      }) as Call;
    // The first is sent; the next two meet the existing one-code-a-minute rule of the phone.
    const codes = await statuses(3, () => code(nextIp()));
    expect(codes[0]).toBe(200);
    expectRefusal(await app.inject(code(nextIp())));
  });

  it("e-mail change codes (ADR 051): 3 sent and 5 tried per account in 15 minutes; other saves don't count", async () => {
    const diner = await ctx.newCustomer('Kod Deneyen');
    const email = `kod.${Date.now()}@example.com`;
    await ctx.db.update(users).set({ email }).where(eq(users.id, diner.id));
    const ask = () =>
      ({
        method: 'POST',
        url: '/api/users/email-change-code',
        headers: diner.headers,
        payload: { email: 'yeni.adres@example.com' },
        remoteAddress: nextIp(),
      }) as Call;
    expect(await statuses(3, ask)).toEqual([200, 200, 200]);
    expectRefusal(await app.inject(ask()));
    const tryCode = (i: number) =>
      ({
        method: 'PUT',
        url: '/api/users/updatedetails',
        headers: diner.headers,
        payload: { email: 'yeni.adres@example.com', emailCode: String(100000 + i) },
        remoteAddress: nextIp(),
      }) as Call;
    // Six digits: a million codes, five tries. (One of them might be right: then it is a 200.)
    const tried = await statuses(5, tryCode);
    expect(tried.every((s) => s === 400 || s === 200)).toBe(true);
    expectRefusal(await app.inject(tryCode(5)));
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/users/updatedetails',
      headers: diner.headers,
      payload: { name: 'Adını Değiştiren' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('orders: 20 a minute per account, whatever the address; another diner still orders', async () => {
    // Over five tables: a table holds at most 5 orders waiting for the staff (ADR 053).
    const tableIds = DEMO_TABLE_IDS.bogaz.slice(0, 5);
    const tokens = await Promise.all(tableIds.map((id) => ctx.atTable(id)));
    const order = (headers: Record<string, string>, i: number) =>
      ({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, ...tokens[i % 5] },
        payload: {
          businessId: DEMO_BUSINESS_IDS.bogaz,
          tableId: tableIds[i % 5],
          personCount: 1,
          items: [{ productId: ctx.cay.id, quantity: 1 }],
        },
        remoteAddress: nextIp(),
      }) as Call;
    const placed = await statuses(20, (i) => order(ctx.headers, i));
    expect(placed.every((s) => s === 201)).toBe(true);
    const refused = await app.inject(order(ctx.headers, 0));
    expectRefusal(refused);
    const other = await ctx.newCustomer('Başka Biri');
    expect((await app.inject(order(other.headers, 1))).statusCode).toBe(201);
  });

  it('waiter calls: 10 a minute per account, counted before anything else is checked', async () => {
    const diner = await ctx.newCustomer('Çağıran');
    const call = () =>
      ({
        method: 'POST',
        url: '/api/orders/aaaaaaaaaaaaaaaaaaaaaaaa/waiter/call',
        headers: diner.headers,
        payload: {},
        remoteAddress: nextIp(),
      }) as Call;
    const first = await statuses(10, call);
    expect(first).not.toContain(429);
    expectRefusal(await app.inject(call()));
  });
  it('QR scans and table-code look-ups, anonymous: per address, then 429 (issue 28)', async () => {
    // A guessed typed code (the table's printed access token, ADR 015) and a recorded scan.
    const calls: [number, (ip: string) => Call][] = [
      [
        60,
        (ip) => ({
          method: 'POST',
          url: '/api/qr/scans',
          payload: { qrCode: 'x' },
          remoteAddress: ip,
        }),
      ],
      [
        120,
        (ip) => ({
          method: 'POST',
          url: '/api/qr/scan',
          payload: { qrCode: 'ABCD-EFGH-JKLM' },
          remoteAddress: ip,
        }),
      ],
      [120, (ip) => ({ url: '/api/tables/qr/ABCDEFGHJKLM', remoteAddress: ip })],
      [120, (ip) => ({ url: '/api/tables/custom-qr/BOGAZ-M99', remoteAddress: ip })],
    ];
    for (const [limit, call] of calls) {
      const ip = nextIp();
      const seen = await statuses(limit, () => call(ip));
      expect(seen, call(ip).url as string).not.toContain(429);
      expectRefusal(await app.inject(call(ip)));
      expect((await app.inject(call(nextIp()))).statusCode).not.toBe(429);
    }
  });

  it('picture uploads: 20 a minute per account (diner or staff), 60 per address', async () => {
    const picture = await makeImage('png', 16, 16);
    const upload = (url: string, field: string, who: Record<string, string>, ip = nextIp()) => {
      const body = multipartFile(field, 'foto.png', 'image/png', picture);
      return {
        method: 'POST',
        url,
        headers: { ...who, ...body.headers },
        payload: body.payload,
        remoteAddress: ip,
      } as Call;
    };
    const diner = await ctx.newCustomer('Fotoğrafçı');
    const avatar = (who: Record<string, string>, ip?: string) =>
      upload('/api/users/avatar', 'avatar', who, ip);
    expect(new Set(await statuses(20, () => avatar(diner.headers)))).toEqual(new Set([200]));
    expectRefusal(await app.inject(avatar(diner.headers)));

    const owner = await ctx.staffHeaders('bogaz', 'owner');
    const logo = () => upload('/api/staff/settings/logo', 'image', owner);
    expect(new Set(await statuses(20, logo))).toEqual(new Set([200]));
    expectRefusal(await app.inject(logo()));

    const ip = nextIp();
    const diners = await Promise.all([1, 2, 3].map((i) => ctx.newCustomer(`Aynı Ağ ${i}`)));
    const fromCafe = await statuses(60, (i) => avatar(diners[i % 3]!.headers, ip));
    expect(new Set(fromCafe)).toEqual(new Set([200]));
    const another = await ctx.newCustomer('Aynı Ağ 4');
    expectRefusal(await app.inject(avatar(another.headers, ip)));
  });
});
