import { businessToday } from '@masa/core/reports/report-days';
import { REPORT_MESSAGES } from '@masa/core/reports/report.schemas';
import { sayRule } from '@masa/core/testing/say-rule';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, reviews } from '../../src/db/schema/index.ts';
import { createReportApp } from './report-fixture.ts';
import { moveOrder } from '../serve-order.ts';

// GET /api/staff/reports/summary (issue 17 §6, ADR 030): owners and managers of the business
// read its sales of a day or a range of Istanbul days, figures taken from the bills' payments.
const ctx = await createReportApp();
const { app, db, headers, placeOrder, recordPayment, asRole, summary, report, billOf } = ctx;
const today = businessToday();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
  .toISOString()
  .slice(0, 10);

const lineOf = (order: { items: { id: string; name: string }[] }, name: string) =>
  order.items.find((item) => item.name === name)!.id;

describe('sales report: who may read it', () => {
  it('answers owners and managers, refuses waiters, the kitchen and diners (403) and strangers (401)', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const res = await summary(`from=${today}&to=${today}`, await asRole('bogaz', role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    for (const role of ['waiter', 'kitchen'] as const) {
      const res = await summary(`from=${today}&to=${today}`, await asRole('bogaz', role));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Bu işlem için yetkiniz yok');
      expect(res.body).not.toContain('gross');
    }
    expect((await summary(`from=${today}&to=${today}`, {})).statusCode).toBe(401);
    expect((await summary(`from=${today}&to=${today}`, headers)).statusCode).toBe(403);
  });

  it('refuses bad days and ranges with a Turkish message (400)', async () => {
    const owner = await asRole('bogaz', 'owner');
    const bad: [string, string][] = [
      ['from=2026-13-01&to=2026-13-01', sayRule(REPORT_MESSAGES.badDate)],
      ['from=2026-02-30&to=2026-03-01', sayRule(REPORT_MESSAGES.badDate)],
      ['from=25.11.2026&to=2026-11-25', sayRule(REPORT_MESSAGES.badDate)],
      [`from=${today}`, sayRule(REPORT_MESSAGES.badDate)],
      ['', sayRule(REPORT_MESSAGES.badDate)],
      ['from=2026-11-26&to=2026-11-25', sayRule(REPORT_MESSAGES.fromAfterTo)],
      ['from=2025-01-01&to=2026-01-02', sayRule(REPORT_MESSAGES.tooLong)],
    ];
    for (const [query, message] of bad) {
      const res = await summary(query, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    // Far days are days: an empty report, never a 500.
    for (const query of ['from=0100-03-01&to=0100-03-01', 'from=9999-12-31&to=9999-12-31']) {
      const far = await summary(query, owner);
      expect(far.statusCode, `${query}: ${far.body}`).toBe(200);
      expect(far.json().data).toMatchObject({ gross: 0, orders: 0 });
    }
    // 366 days, both ends counted, is the longest range.
    const year = await summary('from=2024-01-01&to=2024-12-31', owner);
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data.byDay).toHaveLength(366);
  });
});

describe('sales report: the figures are the bills’', () => {
  it('a meal paid in two parts with tips: gross, VAT by rate, net, tips, methods, products', async () => {
    const order = await placeOrder(headers, [
      { name: 'Humus', quantity: 2 },
      { name: 'Ayran', quantity: 3 },
      { name: 'Ekmek Sepeti', quantity: 2, freeQuantity: 2 },
    ]);
    const first = await recordPayment(order.id, {
      items: [
        { itemId: lineOf(order, 'Humus'), quantity: 1 },
        { itemId: lineOf(order, 'Ayran'), quantity: 2 },
      ],
      method: 'credit_card',
      tip: 15_00,
    });
    expect(first.statusCode, first.body).toBe(201);
    const rest = await recordPayment(order.id, { method: 'cash', tip: 5_50 });
    expect(rest.statusCode, rest.body).toBe(201);
    const bill = await billOf(order.id, 'bogaz');
    expect(bill.settled).toBe(true);
    const [card, cash] = bill.payments;

    const sales = await report('bogaz', today);
    expect(sales).toMatchObject({
      orders: 1,
      payments: 2,
      gross: bill.total,
      tips: 20_50,
      vat: bill.vat.map(({ rate, base, vat }) => ({ rate, net: base - vat, amount: vat })),
      vatTotal: bill.vatTotal,
      net: bill.total - bill.vatTotal,
      serviceCharges: bill.serviceChargeTotal,
      discounts: bill.discountTotal,
    });
    expect(bill.vat.map((v) => v.rate)).toEqual([10, 20]);
    expect(sales.byMethod).toEqual(
      expect.arrayContaining([
        { method: 'credit_card', amount: card!.amount, tips: 15_00, count: 1 },
        { method: 'cash', amount: cash!.amount, tips: 5_50, count: 1 },
      ]),
    );
    const humus = bill.lines.find((line) => line.name === 'Humus')!;
    expect(sales.byProduct).toContainEqual(
      expect.objectContaining({ name: 'Humus', units: 2, amount: 2 * humus.unitPrice }),
    );
    // The cover's free bread is paid with its charge, never as a product.
    expect(sales.byProduct.map((p) => p.name)).not.toContain('Ekmek Sepeti');
    const products = sales.byProduct.reduce((sum, p) => sum + p.amount, 0);
    expect(products - sales.campaigns + sales.serviceCharges).toBe(sales.gross);
    expect(sales.byCategory.reduce((sum, c) => sum + c.amount, 0)).toBe(products);
    expect(sales.byHour).toHaveLength(24);
    expect(sales.byHour.reduce((sum, h) => sum + h.gross, 0)).toBe(sales.gross);
    expect(sales.byHour.reduce((sum, h) => sum + h.orders, 0)).toBe(1);
    expect(sales.byDay).toEqual([{ date: today, orders: 1, gross: bill.total }]);

    // Another business's owner sees none of it.
    const ege = await report('ege', today);
    expect(ege).toMatchObject({ orders: 0, payments: 0, gross: 0, tips: 0, vat: [] });
  });

  it('counts a payment on the Istanbul day and hour it was recorded, and a range adds days up', async () => {
    const order = await placeOrder(headers, [{ name: 'Fava', quantity: 1 }], { slug: 'ege' });
    const paid = await recordPayment(order.id, { method: 'sodexo', tip: 3_00 }, 'ege');
    expect(paid.statusCode, paid.body).toBe(201);
    // Recorded yesterday at 23:30 in Istanbul: 20:30 UTC, already "today" in UTC+4 and later.
    await db
      .update(payments)
      .set({ createdAt: new Date(`${yesterday}T20:30:00Z`) })
      .where(eq(payments.orderId, order.id));
    const bill = await billOf(order.id, 'ege');

    const before = await report('ege', yesterday);
    expect(before).toMatchObject({ gross: bill.total, tips: 3_00, payments: 1, orders: 0 });
    expect(before.byHour[23]).toEqual({ hour: 23, orders: 0, gross: bill.total });
    const on = await report('ege', today);
    expect(on).toMatchObject({ gross: 0, payments: 0, orders: 1 });
    const both = await report('ege', yesterday, today);
    expect(both).toMatchObject({ gross: bill.total, orders: 1, payments: 1 });
    expect(both.byDay).toEqual([
      { date: yesterday, orders: 0, gross: bill.total },
      { date: today, orders: 1, gross: 0 },
    ]);
  });

  it('counts cancelled orders, voided lines apart, and ratings of the range', async () => {
    const staff = await asRole('ege', 'owner');
    const cancelled = await placeOrder(headers, [{ name: 'Atom', quantity: 2 }], { slug: 'ege' });
    await moveOrder(app, staff, cancelled.id, { status: 'cancelled', reason: 'Mutfak kapandı' });
    const kept = await placeOrder(
      headers,
      [
        { name: 'Boyoz', quantity: 1 },
        { name: 'Midye Tava', quantity: 3 },
      ],
      { slug: 'ege' },
    );
    const line = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${kept.id}/items/${lineOf(kept, 'Midye Tava')}/status`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(line.statusCode, line.body).toBe(200);
    const atom = cancelled.items.find((i) => i.name === 'Atom')!;
    const midye = kept.items.find((i) => i.name === 'Midye Tava')!;
    await db.insert(reviews).values([
      { businessId: cancelled.businessId, userId: ctx.userId, orderId: kept.id, rating: 4 },
      { businessId: cancelled.businessId, userId: ctx.userId, orderId: cancelled.id, rating: 5 },
    ]);

    const sales = await report('ege', today);
    // A line cancelled by the staff is a void, counted apart from cancellations (ADR 073): the
    // kitchen had not started it, so not made.
    expect(sales.cancellations).toEqual({ orders: 1, lines: 0, amount: atom.price * 2 });
    expect(sales.corrections.voids).toEqual({
      notMade: { lines: 1, units: 3, amount: midye.price * 3 },
      wasted: { lines: 0, units: 0, amount: 0 },
    });
    expect(sales.ratings).toEqual({ count: 2, average: 4.5 });
    // The cancelled order is not among the orders placed (the earlier test's order and `kept`).
    expect(sales.orders).toBe(2);
    expect((await report('ege', yesterday)).ratings).toEqual({ count: 0, average: null });
  });
});

describe('sales report: a campaign is its own figure (issue 29)', () => {
  it('counts products at the price they were sold and the campaign apart, to the kuruş', async () => {
    const before = await report('bogaz', today);
    // Çaylar Bizden: ₺25 off an order of ₺300 or more, spread over the lines by the bill.
    const order = await placeOrder(
      headers,
      [
        { name: 'Sigara Böreği', quantity: 1 },
        { name: 'Humus', quantity: 1 },
      ],
      { table: 6, campaignCode: 'CAYBIZDEN' },
    );
    const borek = await ctx.product('bogaz', 'Sigara Böreği');
    const humus = await ctx.product('bogaz', 'Humus');
    const paid = await recordPayment(order.id, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    // The slip: the lines at their menu prices, the campaign its own line.
    const receipt = paid.json().data.payment.receipt;
    expect(receipt.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineId: lineOf(order, 'Sigara Böreği'), amount: borek.price }),
        expect.objectContaining({ lineId: lineOf(order, 'Humus'), amount: humus.price }),
      ]),
    );
    expect(receipt.campaign).toEqual({ code: 'CAYBIZDEN', title: 'Çaylar Bizden', amount: 25_00 });
    expect(receipt.business).toMatchObject({
      name: 'Boğaziçi Lokantası',
      taxOffice: 'Beşiktaş',
      taxNumber: '1790012345',
    });
    expect(receipt.recordedBy).toBe('Mehmet Kaya');

    const after = await report('bogaz', today);
    const sold = (sales: typeof after, name: string) =>
      sales.byProduct.find((p) => p.name === name)?.amount ?? 0;
    expect(sold(after, 'Sigara Böreği') - sold(before, 'Sigara Böreği')).toBe(borek.price);
    expect(sold(after, 'Humus') - sold(before, 'Humus')).toBe(humus.price);
    expect(after.campaigns - before.campaigns).toBe(25_00);
    const bill = await billOf(order.id, 'bogaz');
    expect(after.gross - before.gross).toBe(bill.paid);
    expect(bill.paid).toBe(borek.price + humus.price - 25_00 + bill.serviceChargeTotal);
    // Every figure still adds up: products less campaigns, plus service charges, is gross.
    const products = after.byProduct.reduce((sum, p) => sum + p.amount, 0);
    expect(products - after.campaigns + after.serviceCharges).toBe(after.gross);
    expect(after.byCategory.reduce((sum, c) => sum + c.amount, 0)).toBe(products);
  });
});

describe('sales report: a dish shared among diners (ADR 048)', () => {
  it('counts the dish once and its shares’ money in full, as the bill has it', async () => {
    const before = await report('bogaz', today);
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 7 });
    const humus = lineOf(order, 'Humus');
    // Three friends pay a third each in cash; the first share carries the extra kuruş.
    for (const tip of [0, 2_00, 0]) {
      const res = await recordPayment(order.id, {
        method: 'cash',
        tip,
        shares: [{ itemId: humus, shareCount: 3 }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const bill = await billOf(order.id, 'bogaz');
    expect(bill.lines[0]?.shares.map((share) => share.paid)).toEqual([true, true, true]);
    const price = (await ctx.product('bogaz', 'Humus')).price;

    const after = await report('bogaz', today);
    const sold = (sales: typeof after) => sales.byProduct.find((p) => p.name === 'Humus');
    expect(after.payments - before.payments).toBe(3);
    expect(after.gross - before.gross).toBe(bill.paid);
    expect(after.tips - before.tips).toBe(2_00);
    expect((sold(after)?.units ?? 0) - (sold(before)?.units ?? 0)).toBe(1);
    expect((sold(after)?.amount ?? 0) - (sold(before)?.amount ?? 0)).toBe(price);
    const vat = bill.payments.flatMap((p) => p.vat).reduce((sum, share) => sum + share.vat, 0);
    expect(after.vatTotal - before.vatTotal).toBe(vat);
  });
});

describe('the payments behind a report, one by one (issue 29)', () => {
  it('lists each payment as an accountant books it, adding up to the report', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 2 }], { table: 4 });
    const paid = await recordPayment(order.id, { method: 'credit_card', tip: 12_50 });
    expect(paid.statusCode, paid.body).toBe(201);
    const owner = await asRole('bogaz', 'owner');
    const res = await app.inject({
      method: 'GET',
      url: `/api/staff/reports/payments?from=${today}&to=${today}`,
      headers: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list: { amount: number; tip: number; at: string }[] = res.json().data;
    expect(list).toContainEqual({
      at: paid.json().data.payment.createdAt,
      table: 'Salon 5',
      orderNumber: order.orderNumber,
      method: 'credit_card',
      amount: paid.json().data.payment.amount,
      tip: 12_50,
      staff: 'Mehmet Kaya',
    });
    const sales = await report('bogaz', today);
    expect(list).toHaveLength(sales.payments);
    expect(list.reduce((sum, p) => sum + p.amount, 0)).toBe(sales.gross);
    expect(list.reduce((sum, p) => sum + p.tip, 0)).toBe(sales.tips);
    const waiter = await app.inject({
      method: 'GET',
      url: `/api/staff/reports/payments?from=${today}&to=${today}`,
      headers: await asRole('bogaz', 'waiter'),
    });
    expect(waiter.statusCode).toBe(403);
  });
});
