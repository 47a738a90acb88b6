import { describe, expect, it } from 'vitest';
import { createBillApp, type Headers } from './bill-fixture.ts';

const ctx = await createBillApp();
const { app, placeOrder, requestBill, recordPayment } = ctx;

const spend = async (who: Headers) => {
  const res = await app.inject({ url: '/api/customer-users/me/total-spend', headers: who });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; tips: number };
};
const totalSpend = async (who: Headers) => (await spend(who)).total;
const orderOf = async (orderId: string, who: Headers, businessId: string) =>
  (
    await app.inject({ url: `/api/orders/${orderId}?businessId=${businessId}`, headers: who })
  ).json().data;

describe("'Toplam Harcama' once payments exist", () => {
  it('adds what was paid when the staff record it, tip included and counted apart; never an unpaid order', async () => {
    const me = await ctx.newCustomer('Elif Şahin');
    const order = await placeOrder(me.headers, [
      { name: 'Humus', quantity: 2 },
      { name: 'Ayran', quantity: 1 },
    ]);
    const bill = (
      await requestBill(order.id, me.headers, { tipPercentage: 10, paymentMethod: 'credit_card' })
    ).json().data;
    expect(bill.tip).toBeGreaterThan(0);
    expect(await totalSpend(me.headers)).toBe(0);

    // The payment carries the tip the bill request offered.
    const paid = await recordPayment(order.id, { method: 'credit_card', billRequestId: bill.id });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = await orderOf(order.id, me.headers, order.businessId);
    expect(after).toMatchObject({
      isPaid: true,
      // Paid before it was served, it keeps its kitchen status until delivered (ADR 054).
      status: 'pending',
      tip: bill.tip,
      total: order.total,
      bill: { paid: order.total, tips: bill.tip, left: 0 },
    });
    expect(await spend(me.headers)).toEqual({ total: order.total + bill.tip, tips: bill.tip });

    await placeOrder(me.headers, [{ name: 'Künefe', quantity: 1 }]);
    expect(await totalSpend(me.headers)).toBe(order.total + bill.tip);
  });

  it('adds an order settled by approved and paid splits', async () => {
    const me = await ctx.newCustomer('Can Aydın');
    const order = await placeOrder(me.headers, [{ name: 'Humus', quantity: 2 }], { table: 4 });
    const humus = order.items[0]!.id;
    let tips = 0;
    for (const tipPercentage of [20, 0]) {
      const split = (
        await requestBill(order.id, me.headers, {
          isSplitBill: true,
          paymentMethod: 'cash',
          tipPercentage,
          selectedItems: { [humus]: 1 },
        })
      ).json().data;
      expect((await ctx.decideSplit(split.id, 'approved')).statusCode).toBe(200);
      const paid = await recordPayment(order.id, {
        method: 'cash',
        tip: split.tip,
        splitBillRequestId: split.id,
      });
      expect(paid.statusCode, paid.body).toBe(201);
      tips += split.tip;
    }
    expect(tips).toBeGreaterThan(0);
    // The splits paid the items; the kuver is what is left, paid with the rest of the bill.
    const before = await orderOf(order.id, me.headers, order.businessId);
    expect(before).toMatchObject({ isPaid: false, bill: { left: before.serviceChargeTotal } });
    expect(before.serviceChargeTotal).toBeGreaterThan(0);
    expect((await recordPayment(order.id, { method: 'cash' })).statusCode).toBe(201);
    expect((await orderOf(order.id, me.headers, order.businessId)).isPaid).toBe(true);
    expect(await spend(me.headers)).toEqual({ total: order.total + tips, tips });
  });
});
