import { addDays, businessToday } from '@masa/core/reports/report-days';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  businessDays,
  products,
  reportDays,
  reviews,
  staffAccounts,
} from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { bearer, register } from '../auth/helpers.ts';
import { loadDaySummary } from '../../src/domain/business-days/load-day-summary.ts';
import { settleRegisterSide } from '../fiscal/register-side.ts';
import { createReportApp } from './report-fixture.ts';

/**
 * A report adds up its days (ADR 113): the days a close settles are kept, and a report over a
 * range reads them and computes only the others. Kept or computed, the figures are the same,
 * field by field, over a few days of a restaurant's real work through the API: split
 * payments with tips, ikram, a wasted void, a staff discount, a cancellation, a walk-out, a
 * refund, ratings and service times; and they stay true when money moves after the close.
 */
const ctx = await createReportApp();
const { app, db, headers, placeOrder, recordPayment, asRole, report } = ctx;
const businessId = DEMO_BUSINESS_IDS.bogaz;
const owner = await asRole('bogaz', 'owner');
const [ownerRow] = await db
  .select()
  .from(staffAccounts)
  .where(eq(staffAccounts.email, demoStaffEmail('bogaz')));
const today = businessToday(app.clock.now());
const from = addDays(today, -4);

const call = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
  const res = await app.inject({ method, url: `/api/staff${url}`, headers: owner, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
};
const serve = async (orderId: string) => {
  for (const status of ['received', 'preparing', 'ready', 'delivered'])
    await call('PATCH', `/orders/${orderId}/status`, { status });
};
const lineOf = (order: { items: { id: string; name: string }[] }, name: string) =>
  order.items.find((item) => item.name === name)!.id;

/** Moves orders and everything stamped on them `days` back, as if it had happened then. */
async function moveBack(orderIds: string[], days: number) {
  const by = `${days} days`;
  const shift = (columns: string[]) =>
    columns.map((column) => `${column} = ${column} - $2::interval`).join(', ');
  const client = db.$client;
  await client.query(
    `update orders set ${shift(['created_at', 'updated_at', 'paid_at', 'cancelled_at', 'confirmed_at', 'received_at', 'ready_at', 'delivered_at', 'walked_out_at', 'open_account_at'])} where id = any($1)`,
    [orderIds, by],
  );
  await client.query(
    `update order_items set ${shift(['created_at', 'updated_at', 'paid_at'])} where order_id = any($1)`,
    [orderIds, by],
  );
  await client.query(`update payments set ${shift(['created_at'])} where order_id = any($1)`, [
    orderIds,
    by,
  ]);
  await client.query(
    `update payment_refunds set ${shift(['created_at'])}
     where payment_id in (select id from payments where order_id = any($1))`,
    [orderIds, by],
  );
}

const keptDays = async () =>
  (
    await db
      .select({ day: reportDays.day })
      .from(reportDays)
      .where(eq(reportDays.businessId, businessId))
      .orderBy(reportDays.day)
  ).map((row) => row.day);
const forgetKeptDays = () => db.delete(reportDays).where(eq(reportDays.businessId, businessId));

// Three days back: a meal paid in two parts with tips, one Humus on the house, an Ayran
// spilt; a cancelled order; two ratings.
const meal = await placeOrder(headers, [
  { name: 'Humus', quantity: 3 },
  { name: 'Ayran', quantity: 3 },
  { name: 'Ekmek Sepeti', quantity: 2, freeQuantity: 2 },
]);
await serve(meal.id);
await call('POST', `/orders/${meal.id}/items/${lineOf(meal, 'Humus')}/ikram`, {
  quantity: 1,
  reason: 'Müdavim',
  expectedQuantity: 3,
});
await call('POST', `/orders/${meal.id}/items/${lineOf(meal, 'Ayran')}/void`, {
  quantity: 1,
  reason: 'Döküldü',
  kind: 'wasted',
  expectedQuantity: 3,
});
const firstPart = await recordPayment(meal.id, {
  items: [{ itemId: lineOf(meal, 'Humus'), quantity: 1 }],
  method: 'credit_card',
  tip: 15_00,
});
expect(firstPart.statusCode, firstPart.body).toBe(201);
const rest = await recordPayment(meal.id, { method: 'cash', tip: 5_00 });
expect(rest.statusCode, rest.body).toBe(201);
const cancelled = await placeOrder(headers, [{ name: 'Ayran', quantity: 2 }], { table: 2 });
await call('PATCH', `/orders/${cancelled.id}/status`, {
  status: 'cancelled',
  reason: 'Mutfak kapandı',
});
await moveBack([meal.id, cancelled.id], 3);
const threeDaysBack = new Date(app.clock.now().getTime() - 3 * 86_400_000);
await db.insert(reviews).values([
  { businessId, userId: ctx.userId, orderId: meal.id, rating: 4, createdAt: threeDaysBack },
  { businessId, userId: ctx.userId, orderId: cancelled.id, rating: 5, createdAt: threeDaysBack },
]);

// Two days back: 10 % off a regular's meal, paid by card; a served table that walked out.
const regular = await placeOrder(headers, [{ name: 'Humus', quantity: 2 }], { table: 3 });
const before = (await ctx.billOf(regular.id, 'bogaz')).total;
await call('POST', `/orders/${regular.id}/discounts`, {
  kind: 'percent',
  value: 10,
  reason: 'Müdavim',
  expectedTotal: before,
});
expect((await recordPayment(regular.id, { method: 'credit_card' })).statusCode).toBe(201);
const walked = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }], { table: 4 });
await serve(walked.id);
await call('POST', `/orders/${walked.id}/walkout`, {
  reason: 'Ödemeden ayrıldı',
  expectedLeft: walked.total,
});
await moveBack([regular.id, walked.id], 2);

// Yesterday: a meal paid by card, one Ayran of it given back and paid again in cash.
const refunded = await placeOrder(headers, [{ name: 'Ayran', quantity: 2 }], { table: 5 });
const paid = await recordPayment(refunded.id, { method: 'credit_card' });
expect(paid.statusCode, paid.body).toBe(201);
await call('POST', `/payments/${paid.json().data.payment.id}/refunds`, {
  items: [{ lineId: refunded.items[0]!.id, quantity: 1 }],
  tip: false,
  reason: 'Yanlış ürün',
});
expect((await recordPayment(refunded.id, { method: 'cash' })).statusCode).toBe(201);
await moveBack([refunded.id], 1);

// Today, the open day: a meal paid in cash.
const tonight = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 6 });
expect((await recordPayment(tonight.id, { method: 'cash' })).statusCode).toBe(201);

/** Every day of the range alone, then the whole range. */
const reports = async () => {
  const days: SalesReport[] = [];
  for (let date = from; date <= today; date = addDays(date, 1))
    days.push(await report('bogaz', date));
  return { days, range: await report('bogaz', from, today) };
};

describe('a report adds up its days, kept or computed (ADR 113)', () => {
  it('a close keeps the days it settled; the report from them equals the report computed, field by field', async () => {
    const live = await reports();
    expect(await keptDays()).toEqual([]);
    // The work above is real: the range shows each kind of figure.
    expect(live.range).toMatchObject({ payments: 6, cancellations: { orders: 1 } });
    expect(live.range.refunds.count).toBe(1);
    expect(live.range.walkOuts.orders).toBe(1);
    expect(live.range.staffDiscounts).toBeGreaterThan(0);
    expect(live.range.corrections.ikram.units).toBe(1);
    expect(live.range.corrections.voids.wasted.units).toBe(1);
    expect(live.range.ratings).toEqual({ count: 2, average: 4.5 });
    expect(live.range.serviceTimes.toDelivered.orders).toBe(2);

    // A day opened five days back is closed now (its period covers all of the above).
    const [open] = await db
      .insert(businessDays)
      .values({
        businessId,
        openedAt: new Date(app.clock.now().getTime() - 5 * 86_400_000),
        openedBy: ownerRow!.id,
        openingFloat: 0,
      })
      .returning();
    await settleRegisterSide({ app, owner, dayId: open!.id });
    await call('POST', `/days/${open!.id}/close`, { countedCash: 0, acceptDifferences: true });

    // The days over by the close are kept; today is not (it is still going on).
    expect(await keptDays()).toEqual([-5, -4, -3, -2, -1].map((n) => addDays(today, n)));
    const kept = await reports();
    expect(kept).toEqual(live);

    // And the report reads them: a kept figure changed by hand shows in it.
    const day = addDays(today, -3);
    const [row] = await db
      .select()
      .from(reportDays)
      .where(and(eq(reportDays.businessId, businessId), eq(reportDays.day, day)));
    await db
      .update(reportDays)
      .set({ figures: { ...row!.figures, tips: row!.figures.tips + 1 } })
      .where(and(eq(reportDays.businessId, businessId), eq(reportDays.day, day)));
    expect((await report('bogaz', from, today)).tips).toBe(live.range.tips + 1);
    await db
      .update(reportDays)
      .set({ figures: row!.figures })
      .where(and(eq(reportDays.businessId, businessId), eq(reportDays.day, day)));
  });

  it('a refund and a payment after the close land today: the kept days stay true', async () => {
    const keptBefore = await reports();
    // The card part of the meal three days back: its Humus given back now, then paid again.
    const res = await call('POST', `/payments/${firstPart.json().data.payment.id}/refunds`, {
      items: [{ lineId: lineOf(meal, 'Humus'), quantity: 1 }],
      tip: false,
      reason: 'Soğuktu',
    });
    expect(res.refund.amount).toBeGreaterThan(0);
    const late = await recordPayment(meal.id, { method: 'cash' });
    expect(late.statusCode, late.body).toBe(201);

    const after = await reports();
    // The closed days did not move; today has the refund and the payment.
    expect(after.days.slice(0, -1)).toEqual(keptBefore.days.slice(0, -1));
    const todayAfter = after.days.at(-1)!;
    expect(todayAfter.refunds.count).toBe(1);
    expect(todayAfter.payments).toBe(keptBefore.days.at(-1)!.payments + 1);

    // Kept or computed afresh: the same report.
    await forgetKeptDays();
    const computedAgain = await reports();
    expect(computedAgain).toEqual(after);
    // Settled days nobody had kept (closed before ADR 113) are kept as they are read.
    expect(await keptDays()).toEqual([-4, -3, -2, -1].map((n) => addDays(today, n)));
  });

  it('names products as the menu has them now, on kept days too', async () => {
    const [humus] = await db
      .select()
      .from(products)
      .where(and(eq(products.businessId, businessId), eq(products.name, 'Humus')));
    await db.update(products).set({ name: 'Humus (ev yapımı)' }).where(eq(products.id, humus!.id));
    try {
      const kept = await report('bogaz', from, today);
      expect(kept.byProduct.map((row) => row.name)).toContain('Humus (ev yapımı)');
      expect(kept.byProduct.map((row) => row.name)).not.toContain('Humus');
      await forgetKeptDays();
      expect(await report('bogaz', from, today)).toEqual(kept);
    } finally {
      await db
        .update(products)
        .set({ name: 'Humus' })
        .where(inArray(products.id, [humus!.id]));
    }
  });

  it("forgets a kept day's ratings when a diner's account goes with its reviews", async () => {
    const diner = await register(app, { name: 'Silinecek Müşteri', phone: '0532 765 4322' });
    const twoDaysBack = new Date(app.clock.now().getTime() - 2 * 86_400_000);
    await db.insert(reviews).values({
      businessId,
      userId: diner.user.id,
      orderId: regular.id,
      rating: 1,
      createdAt: twoDaysBack,
    });
    await forgetKeptDays();
    expect((await report('bogaz', from, today)).ratings).toEqual({ count: 3, average: 3.33 });
    expect(await keptDays()).toContain(addDays(today, -2));

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(diner.token),
      payload: { password: diner.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await report('bogaz', from, today);
    expect(after.ratings).toEqual({ count: 2, average: 4.5 });
    await forgetKeptDays();
    expect(await report('bogaz', from, today)).toEqual(after);
  });

  it("each payment keeps its figures when recorded: a day adds them up, equal to its bills' field by field (ADR 118)", async () => {
    // Today: a dish shared in three, two shares paid with a tip, one of them given back; a
    // meal 10 % off paid in part by card, a unit voided beside the paid one, the rest in cash.
    const shared = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 7 });
    const humus = shared.items[0]!.id;
    const share = { method: 'credit_card', shares: [{ itemId: humus, shareCount: 3 }], tip: 7_00 };
    const firstShare = await recordPayment(shared.id, share);
    expect(firstShare.statusCode, firstShare.body).toBe(201);
    expect((await recordPayment(shared.id, { ...share, method: 'cash' })).statusCode).toBe(201);
    await call('POST', `/payments/${firstShare.json().data.payment.id}/refunds`, {
      items: [],
      charges: [],
      shares: [{ lineId: humus, index: 1 }],
      tip: false,
      reason: 'Yanlış ürün',
    });
    const discounted = await placeOrder(headers, [{ name: 'Ayran', quantity: 3 }], { table: 8 });
    const ayran = lineOf(discounted, 'Ayran');
    await call('POST', `/orders/${discounted.id}/discounts`, {
      kind: 'percent',
      value: 10,
      reason: 'Müdavim',
      expectedTotal: (await ctx.billOf(discounted.id, 'bogaz')).total,
    });
    const part = await recordPayment(discounted.id, {
      items: [{ itemId: ayran, quantity: 1 }],
      method: 'credit_card',
    });
    expect(part.statusCode, part.body).toBe(201);
    await call('POST', `/orders/${discounted.id}/items/${ayran}/void`, {
      quantity: 1,
      reason: 'Yanlış sipariş',
      kind: 'not_made',
      expectedQuantity: 3,
    });
    expect((await recordPayment(discounted.id, { method: 'cash' })).statusCode).toBe(201);

    // Every payment kept its figures in its own transaction.
    const { rows } = await db.$client.query<{ payments: number; kept: number }>(
      `select count(p.id)::int as payments, count(f.payment_id)::int as kept
       from payments p join orders o on o.id = p.order_id
       left join payment_figures f on f.payment_id = p.id
       where o.business_id = $1`,
      [businessId],
    );
    expect(rows[0]!.kept).toBe(rows[0]!.payments);

    await forgetKeptDays();
    const fromKept = await reports();
    const todays = fromKept.days.at(-1)!;
    expect(todays.refunds.count).toBe(2);
    expect(todays.staffDiscounts).toBeGreaterThan(0);
    expect(todays.corrections.voids.notMade.units).toBe(1);
    // The Z summary of a period over all of it adds up the same kept figures.
    const now = app.clock.now().getTime();
    const period = {
      db,
      businessId,
      start: new Date(now - 5 * 86_400_000),
      end: new Date(now + 60_000),
      openingFloat: 0,
      countedCash: null,
    };
    const zFromKept = await loadDaySummary(period);
    expect(zFromKept.payments).toBe(fromKept.range.payments);
    expect(zFromKept.byStaff.length).toBeGreaterThan(0);
    // Both read the kept figures: one changed by hand shows in them.
    const bump = (by: number) =>
      db.$client.query(
        `update payment_figures set service_charges = service_charges + $2 where payment_id = $1`,
        [part.json().data.payment.id, by],
      );
    await bump(1);
    expect((await report('bogaz', today)).serviceCharges).toBe(todays.serviceCharges + 1);
    expect((await loadDaySummary(period)).serviceCharges).toBe(zFromKept.serviceCharges + 1);
    await bump(-1);

    // Priced again over the bills (as for payments recorded before ADR 118): the same reports.
    await forgetKeptDays();
    await db.$client.query(
      `delete from payment_figures where payment_id in
         (select p.id from payments p join orders o on o.id = p.order_id where o.business_id = $1)`,
      [businessId],
    );
    expect(await reports()).toEqual(fromKept);
    expect(await loadDaySummary(period)).toEqual(zFromKept);
  });
});
