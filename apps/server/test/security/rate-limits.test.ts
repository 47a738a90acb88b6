import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { TOO_MANY_REQUESTS } from '../../src/plugins/rate-limits.ts';
import { nextIp, registrationPayload } from '../auth/helpers.ts';
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

  it('keeping a guest account counts as a registration: 10 a minute per address', async () => {
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
});
