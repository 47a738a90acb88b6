import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businesses, orderItems, orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';

// Issue 20 (ADR 041): a business's opening hours, set by its owner, enforced by the server. The
// demo café Kuğulu Kahvecisi is closed on Mondays, 08:00–22:00 on weekdays and until 01:00 on
// Friday and Saturday nights. 2026-11-23 is a Monday; Istanbul is UTC+3 all year. The clock is
// set to days before the tests' tokens were signed, so they are not expired.
const ctx = await createBackOfficeApp();
const { app, db, headers } = ctx;
const KUGULU = DEMO_BUSINESS_IDS.kugulu;
const table = DEMO_TABLE_IDS.kugulu[0]!;
const owner = await ctx.staffAs('kugulu', 'owner');
const kitchen = await ctx.staffAs('kugulu', 'kitchen');
const waiter = await ctx.staffAs('kugulu', 'waiter');
const latte = await ctx.product('kugulu', 'Latte');
const SEEDED = (await db.select().from(businesses).where(eq(businesses.id, KUGULU)))[0]!
  .openingHours!;

const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'] }).setSystemTime(new Date(iso));
afterEach(() => vi.useRealTimers());

const status = async () => (await app.inject(`/api/business/${KUGULU}/status`)).json().data;
const order = async () =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, ...(await ctx.atTable(table)) },
    payload: { businessId: KUGULU, tableId: table, items: [{ productId: latte.id, quantity: 1 }] },
  });
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;
const putHours = (who: Record<string, string>, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/staff/settings/hours',
    headers: who,
    payload: payload as object,
  });

describe('an order outside the opening hours', () => {
  it('is refused with when the place opens, and nothing is written', async () => {
    at('2026-11-23T04:18:00+03:00');
    expect(await status()).toEqual({
      isActive: false,
      open: false,
      opensAt: '2026-11-24T05:00:00.000Z',
      closesAt: null,
      openingHours: SEEDED,
    });
    const before = await orderCount();
    const res = await order();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'BUSINESS_CLOSED',
      message: "Kuğulu Kahvecisi şu an kapalı. Yarın 08:00'de açılıyor.",
    });
    expect(await orderCount()).toBe(before);
  });

  it('is taken past midnight on a late night, and refused once it ends', async () => {
    at('2026-11-21T00:30:00+03:00'); // Saturday, Friday's 08:00–01:00 still running
    expect(await status()).toMatchObject({ open: true, closesAt: '2026-11-20T22:00:00.000Z' });
    const placed = await order();
    expect(placed.statusCode).toBe(201);

    at('2026-11-21T01:30:00+03:00');
    const res = await order();
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      "Kuğulu Kahvecisi şu an kapalı. Bugün 09:00'da açılıyor.",
    ]);
    // Nor can the open order take more while closed.
    const more = await app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.json().data.id}/items/add`,
      headers,
      payload: { items: [{ productId: latte.id, quantity: 1 }] },
    });
    expect([more.statusCode, more.json().error]).toEqual([409, 'BUSINESS_CLOSED']);
    const lines = await db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.json().data.id));
    expect(lines[0]!.n).toBe(1);
  });
});

describe('PUT /staff/settings/hours', () => {
  const WHOLE_WEEK = {
    days: Array.from({ length: 7 }, () => ({ closed: false, opens: '07:30', closes: '23:00' })),
  };

  it('is for owners and managers only', async () => {
    for (const who of [kitchen, waiter])
      expect((await putHours(who, WHOLE_WEEK)).statusCode).toBe(403);
  });

  it('refuses hours that cannot be, says why, and keeps the old ones', async () => {
    const bad = structuredClone(WHOLE_WEEK);
    bad.days[2] = { closed: false, opens: '10:00', closes: '10:00' };
    const res = await putHours(owner, bad);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Açılış ve kapanış saati aynı olamaz; bütün gün için 00:00 ile 24:00 girin',
    ]);
    expect((await putHours(owner, { days: WHOLE_WEEK.days.slice(1) })).statusCode).toBe(400);
    expect(
      (
        await putHours(owner, {
          days: [...WHOLE_WEEK.days.slice(1), { closed: false, opens: '7:30', closes: '23:00' }],
        })
      ).statusCode,
    ).toBe(400);
    at('2026-11-24T12:00:00+03:00');
    expect((await status()).openingHours).toEqual(SEEDED);
  });

  it('takes effect at once, shows in the settings and the audit trail', async () => {
    at('2026-11-23T07:45:00+03:00'); // Monday: the café's closed day
    expect((await order()).statusCode).toBe(409);
    const res = await putHours(owner, WHOLE_WEEK);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Çalışma saatleri kaydedildi');
    expect(await status()).toMatchObject({ isActive: true, open: true });
    expect((await order()).statusCode).toBe(201);
    const settings = await app.inject({ url: '/api/staff/settings', headers: owner });
    expect(settings.json().data.openingHours).toEqual(WHOLE_WEEK);
    const [audit] = (await app.inject({ url: '/api/staff/audit?limit=1', headers: owner })).json()
      .data as { action: string; details: Record<string, unknown> }[];
    expect(audit).toMatchObject({
      action: 'settings.updated',
      details: { section: 'hours', hours: expect.stringContaining('Paz 07:30–23:00') },
    });
  });
});
