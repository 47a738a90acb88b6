import { businessToday } from '@masa/core/reports/report-days';
import type { OrderStatus } from '@masa/core/orders/order-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import {
  DEMO_BUSINESS_IDS,
  DEMO_STAFF_PASSWORD,
  demoStaffEmail,
  type DemoSlug,
} from '../../src/db/seed/demo-ids.ts';
import { changeOrderStatus } from '../../src/domain/staff/change-order-status.ts';
import { StaffPlayer } from '../../src/scripts/simulator/play-staff.ts';
import { StaffClient } from '../../src/scripts/simulator/staff-client.ts';
import { createReportApp } from './report-fixture.ts';

// The sales report's average time from order to ready and to delivered (issue 17 §6, ADR 037):
// every status change stamps the order's first ready and delivered moments in its transaction,
// and the report averages them over the orders placed in the range; unknown moments are left
// out, never guessed.
const ctx = await createReportApp();
const { app, db, headers, placeOrder, asRole, report } = ctx;

/** A Tuesday in March: 12:00 in Istanbul is 09:00 UTC. No other test places orders then. */
const DAY = '2026-03-10';
const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00Z`);
/** The first test's day, apart from the report's. */
const EARLIER = '2026-03-03';
const KITCHEN_PATH: OrderStatus[] = ['received', 'preparing', 'ready', 'delivered'];

/** An order placed through the API, its placing moved to a known time. */
async function orderPlacedAt(placed: Date, slug: DemoSlug = 'bogaz') {
  const order = await placeOrder(
    headers,
    [{ name: slug === 'bogaz' ? 'Humus' : 'Fava', quantity: 1 }],
    {
      slug,
    },
  );
  await db.update(orders).set({ createdAt: placed }).where(eq(orders.id, order.id));
  return order.id;
}

/** Staff move the order along the kitchen path, each step at its own moment. */
async function walk(orderId: string, steps: [OrderStatus, Date][], slug: DemoSlug = 'bogaz') {
  for (const [status, now] of steps) {
    await changeOrderStatus({
      db,
      orderId,
      businessId: DEMO_BUSINESS_IDS[slug],
      status,
      // The kitchen's path; only a cancel asks who (ADR 073).
      staff: { staffId: 'kitchen', role: 'kitchen' },
      now,
    });
  }
}

const row = async (orderId: string) =>
  (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('service times: the moments are kept', () => {
  it('stamps the first ready and delivered moments with the status change, and nothing else does', async () => {
    const id = await orderPlacedAt(at('08:00', EARLIER));
    await walk(id, [
      ['received', at('08:01', EARLIER)],
      ['preparing', at('08:02', EARLIER)],
    ]);
    expect(await row(id)).toMatchObject({ readyAt: null, deliveredAt: null });
    await walk(id, [['ready', at('08:09', EARLIER)]]);
    expect(await row(id)).toMatchObject({ readyAt: at('08:09', EARLIER), deliveredAt: null });
    await walk(id, [
      ['on_the_way', at('08:10', EARLIER)],
      ['delivered', at('08:14', EARLIER)],
    ]);
    expect(await row(id)).toMatchObject({
      readyAt: at('08:09', EARLIER),
      deliveredAt: at('08:14', EARLIER),
    });
    // A refused move writes nothing.
    await expect(walk(id, [['ready', at('08:20', EARLIER)]])).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await row(id)).readyAt).toEqual(at('08:09', EARLIER));
  });

  it('the kitchen display’s bump (PATCH …/status as the kitchen) stamps the moment of the request', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }]);
    const kitchen = await asRole('bogaz', 'kitchen');
    const before = Date.now();
    for (const status of KITCHEN_PATH) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/staff/orders/${order.id}/status`,
        headers: kitchen,
        payload: { status },
      });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    }
    const after = Date.now();
    const { readyAt, deliveredAt, createdAt } = await row(order.id);
    expect(readyAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(deliveredAt!.getTime()).toBeGreaterThanOrEqual(readyAt!.getTime());
    expect(deliveredAt!.getTime()).toBeLessThanOrEqual(after);

    const today = (await report('bogaz', businessToday())).serviceTimes;
    expect(today.toReady.orders).toBe(1);
    expect(today.toDelivered.orders).toBe(1);
    const minutes = (readyAt!.getTime() - createdAt.getTime()) / 60_000;
    expect(today.toReady.averageMinutes).toBe(Math.round(minutes * 10) / 10);
  });
});

describe('service times: the report averages them', () => {
  it('answers the average minutes to ready and to delivered, each with its number of orders', async () => {
    const empty = await report('bogaz', DAY);
    expect(empty.serviceTimes).toEqual({
      toReady: { orders: 0, averageMinutes: null },
      toDelivered: { orders: 0, averageMinutes: null },
    });

    // 12 and 18 minutes to ready, 20 and 31 to delivered; the third is ready after 15 only.
    const a = await orderPlacedAt(at('09:00'));
    await walk(a, [
      ['received', at('09:02')],
      ['preparing', at('09:03')],
      ['ready', at('09:12')],
      ['delivered', at('09:20')],
    ]);
    const b = await orderPlacedAt(at('09:10'));
    await walk(b, [
      ['received', at('09:11')],
      ['processing', at('09:12')],
      ['ready', at('09:28')],
      ['on_the_way', at('09:30')],
      ['delivered', at('09:41')],
    ]);
    const c = await orderPlacedAt(at('09:30'));
    await walk(c, [
      ['received', at('09:31')],
      ['preparing', at('09:32')],
      ['ready', at('09:45')],
    ]);

    // Left out: an order cancelled after it was ready, a scheduled one, another business's,
    // one still pending, and one delivered before the moments were kept (its status set
    // directly, as the orders of before migration 0013 have it).
    const cancelled = await orderPlacedAt(at('09:05'));
    await walk(cancelled, [
      ['received', at('09:06')],
      ['preparing', at('09:07')],
      ['ready', at('09:08')],
    ]);
    // A cancel is audited with who made it (ADR 032): a waiter of the business, by the API.
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${cancelled}/status`,
      headers: await asRole('bogaz', 'waiter'),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const scheduled = await orderPlacedAt(at('09:15'));
    await db
      .update(orders)
      .set({ orderType: 'scheduled', scheduledFor: at('11:00') })
      .where(eq(orders.id, scheduled));
    await walk(scheduled, [
      ['received', at('10:40')],
      ['preparing', at('10:41')],
      ['ready', at('10:58')],
    ]);
    const ege = await orderPlacedAt(at('09:00'), 'ege');
    await walk(
      ege,
      [
        ['received', at('09:01')],
        ['preparing', at('09:02')],
        ['ready', at('09:50')],
      ],
      'ege',
    );
    await orderPlacedAt(at('09:40'));
    const old = await orderPlacedAt(at('09:20'));
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, old));

    const sales = await report('bogaz', DAY);
    expect(sales.serviceTimes).toEqual({
      toReady: { orders: 3, averageMinutes: 15 },
      toDelivered: { orders: 2, averageMinutes: 25.5 },
    });
    // The same orders as `orders` counts (placed, not cancelled), scheduled and unknown ones too.
    expect(sales.orders).toBe(6);

    // An order that was ready before the moments were kept and is delivered now counts for
    // delivered only: its ready moment stays unknown.
    const halfway = await orderPlacedAt(at('09:50'));
    await db.update(orders).set({ status: 'ready' }).where(eq(orders.id, halfway));
    await walk(halfway, [['delivered', at('10:23')]]);
    expect((await report('bogaz', DAY)).serviceTimes).toEqual({
      toReady: { orders: 3, averageMinutes: 15 },
      toDelivered: { orders: 3, averageMinutes: 28 },
    });

    // Other days have none; Ege's owner sees only Ege's order.
    for (const day of ['2026-03-09', '2026-03-13']) {
      expect((await report('bogaz', day)).serviceTimes.toReady).toEqual({
        orders: 0,
        averageMinutes: null,
      });
    }
    expect((await report('ege', DAY)).serviceTimes).toEqual({
      toReady: { orders: 1, averageMinutes: 50 },
      toDelivered: { orders: 0, averageMinutes: null },
    });
  });

  it('places the day by Istanbul time: an order placed at 23:50 there counts on that day', async () => {
    // 23:50 on 11 March in Istanbul is 20:50 UTC; ready 7 minutes later, after midnight.
    const late = await orderPlacedAt(new Date('2026-03-11T20:50:00Z'));
    await walk(late, [
      ['received', new Date('2026-03-11T20:51:00Z')],
      ['preparing', new Date('2026-03-11T20:52:00Z')],
      ['ready', new Date('2026-03-11T20:57:00Z')],
    ]);
    expect((await report('bogaz', '2026-03-11')).serviceTimes.toReady).toEqual({
      orders: 1,
      averageMinutes: 7,
    });
    expect((await report('bogaz', '2026-03-12')).serviceTimes.toReady.orders).toBe(0);
  });
});

describe('service times: the simulator', () => {
  it('walks an order to ready and delivered through the staff API, which stamps both', async () => {
    const order = await placeOrder(headers, [{ name: 'Fava', quantity: 1 }], { slug: 'ege' });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const client = new StaffClient(address, demoStaffEmail('ege'), DEMO_STAFF_PASSWORD);
    await client.login();
    const player = new StaffPlayer(client, 1, () => {});
    // Each round is a step later; the player takes one step per order per round.
    for (let round = 0; round < 12 && (await row(order.id)).deliveredAt === null; round++) {
      await player.play(Date.now() + round * 10);
    }
    const walked = await row(order.id);
    expect(walked.status).toBe('delivered');
    expect(walked.readyAt).not.toBeNull();
    expect(walked.deliveredAt!.getTime()).toBeGreaterThanOrEqual(walked.readyAt!.getTime());
    expect(walked.readyAt!.getTime()).toBeGreaterThanOrEqual(walked.createdAt.getTime());
  });
});
