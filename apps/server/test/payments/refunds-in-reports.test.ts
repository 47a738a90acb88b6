import { businessToday } from '@masa/core/reports/report-days';
import type { DaySummary } from '@masa/core/reports/day.schemas';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, staffAccounts } from '../../src/db/schema/index.ts';
import { demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import type { Headers } from '../bill/bill-fixture.ts';
import { CARDS, createIntentApp, type IntentJson } from './intent-fixture.ts';

/**
 * Refunds in the money reports (issue 34): the sales report and the day's Z summary count a
 * refund in the period it was made, as "İadeler" by the method of the payment it gave back,
 * with each method's net; VAT by rate is net of the refunded units; the drawer's expected cash
 * drops by a cash refund and not by an online one (that goes back through the provider).
 */
describe('refunds in the reports (issue 34)', async () => {
  const t = await createIntentApp();
  const { app, db } = t;
  const [owner] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, demoStaffEmail('ege')));
  const token = await signAccessToken(
    { kind: 'staff', staffId: owner!.id, businessId: owner!.businessId, role: owner!.role },
    { secret: t.config.jwtSecret, ttlSeconds: 3600, now: t.app.clock.now() },
  );
  const manager: Headers = { authorization: `Bearer ${token}` };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/staff${url}`, headers: manager, payload });
  const today = businessToday();
  const report = async (day = today) =>
    (await call('GET', `/reports/summary?from=${day}&to=${day}`)).json().data as SalesReport;
  const summary = async () =>
    (await call('GET', '/days/current')).json().data.day.summary as DaySummary;
  const refund = (paymentId: string, lineId: string, tip = false) =>
    call('POST', `/payments/${paymentId}/refunds`, {
      items: [{ lineId, quantity: 1 }],
      tip,
      reason: 'Yanlış ürün',
    });

  it('counts an online and a cash refund where they were made, by method, net of VAT and of the drawer', async () => {
    const opened = await call('POST', '/days', { openingFloat: 500_00 });
    expect(opened.statusCode, opened.body).toBe(201);
    const diner = await t.newCustomer('Ayşe Yılmaz');
    const online = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 2 }], {
      slug: 'ege',
      table: 3,
    });
    const intent = (await t.openIntent(online.id, diner.headers)).json().data.intent as IntentJson;
    await t.payWithCard(intent, CARDS.success);
    const [onlinePayment] = await t.paymentsOf(online.id);
    const other = await t.newCustomer('Mehmet Kaya');
    const cash = await t.placeOrder(other.headers, [{ name: 'Haydari', quantity: 2 }], {
      slug: 'ege',
      table: 5,
    });
    const paid = await t.recordPayment(cash.id, { method: 'cash', tip: 10_00 }, 'ege');
    expect(paid.statusCode, paid.body).toBe(201);
    const cashPaymentId = paid.json().data.payment.id as string;

    const before = await report();
    const dayBefore = await summary();
    expect(before.refunds).toEqual({ count: 0, amount: 0, tips: 0, byMethod: [] });

    const onlineRefund = await refund(onlinePayment!.id, online.items[0]!.id);
    expect(onlineRefund.statusCode, onlineRefund.body).toBe(201);
    const unit = onlineRefund.json().data.refund.amount as number;
    const afterOnline = await summary();
    // An online refund goes back through the provider: the drawer expects the same cash.
    expect(afterOnline.cash).toEqual(dayBefore.cash);
    const cashRefund = await refund(cashPaymentId, cash.items[0]!.id, true);
    expect(cashRefund.statusCode, cashRefund.body).toBe(201);

    const after = await report();
    const onlinePaid = before.byMethod.find((m) => m.method === 'online')!.amount;
    const cashPaid = before.byMethod.find((m) => m.method === 'cash')!.amount;
    expect(after.refunds).toEqual({
      count: 2,
      amount: 2 * unit,
      tips: 10_00,
      byMethod: [
        { method: 'cash', count: 1, amount: unit, tips: 10_00, net: cashPaid - unit },
        { method: 'online', count: 1, amount: unit, tips: 0, net: onlinePaid - unit },
      ],
    });
    // The payments stay as taken; VAT by rate is net of the two refunded units.
    expect(after.gross).toBe(before.gross);
    expect(after.vatTotal).toBeLessThan(before.vatTotal);
    const rates = after.vat.reduce((sum, v) => sum + v.net + v.amount, 0);
    expect(rates).toBe(after.gross - 2 * unit);
    expect(after.net).toBe(after.gross - 2 * unit - after.vatTotal);

    const day = await summary();
    expect(day.refunds).toEqual(after.refunds);
    expect(day.vat).toEqual(after.vat);
    expect(day.cash.cashRefunds).toBe(unit + 10_00);
    expect(day.cash.expected).toBe(dayBefore.cash.expected - unit - 10_00);
  });

  it("counts a refund on the day it was made, not on its payment's day", async () => {
    const diner = await t.newCustomer('Elif Şahin');
    const order = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 1 }], {
      slug: 'ege',
      table: 6,
    });
    const paid = await t.recordPayment(order.id, { method: 'credit_card' }, 'ege');
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().data.payment.id as string;
    // The payment was taken yesterday.
    const yesterdayAt = new Date(Date.now() - 24 * 3600_000);
    await db.update(payments).set({ createdAt: yesterdayAt }).where(eq(payments.id, paymentId));
    const yesterday = businessToday(yesterdayAt);
    const todayBefore = await report();
    const res = await refund(paymentId, order.items[0]!.id);
    expect(res.statusCode, res.body).toBe(201);
    const unit = res.json().data.refund.amount as number;

    const card = (await report()).refunds.byMethod.find((m) => m.method === 'credit_card');
    const cardPaidToday = todayBefore.byMethod.find((m) => m.method === 'credit_card')?.amount ?? 0;
    expect(card).toEqual({
      method: 'credit_card',
      count: 1,
      amount: unit,
      tips: 0,
      net: cardPaidToday - unit,
    });
    const before = await report(yesterday);
    expect(before.refunds.count).toBe(0);
    expect(before.byMethod.find((m) => m.method === 'credit_card')?.amount).toBeGreaterThanOrEqual(
      unit,
    );
  });
});
