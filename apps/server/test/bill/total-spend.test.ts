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

  it("a shared table: each diner's profile and history say what she paid, never the table's (ADR 058)", async () => {
    // Burak places the table's order; Ayşe scans the code and sits with him (issue 29 §5).
    const burak = await ctx.newCustomer('Burak Yıldız');
    const order = await placeOrder(
      burak.headers,
      [
        { name: 'Humus', quantity: 1 },
        { name: 'Künefe', quantity: 1 },
        { name: 'Ayran', quantity: 1 },
      ],
      { table: 5 },
    );
    const ayse = await ctx.newCustomer('Ayşe Kaya');
    const ayseHeaders = await ctx.scanTable(ayse.headers, { table: 5 });
    const [humus, kunefe] = ['Humus', 'Künefe'].map(
      (name) => order.items.find((item) => item.name === name)!.id,
    ) as [string, string];
    const paySplit = async (who: Headers, selection: object, tipPercentage: number) => {
      const split = (
        await requestBill(order.id, who, {
          isSplitBill: true,
          paymentMethod: 'cash',
          tipPercentage,
          ...selection,
        })
      ).json().data;
      expect((await ctx.decideSplit(split.id, 'approved')).statusCode).toBe(200);
      const paid = await recordPayment(order.id, { method: 'cash', splitBillRequestId: split.id });
      expect(paid.statusCode, paid.body).toBe(201);
      const { amount, tipAmount } = paid.json().data.payment as {
        amount: number;
        tipAmount: number;
      };
      return { amount, tip: tipAmount };
    };
    // Burak pays his Künefe from his phone, with a tip.
    const his = await paySplit(burak.headers, { selectedItems: { [kunefe]: 1 } }, 10);
    expect(his.tip).toBeGreaterThan(0);
    // Two friends without phones give the waiter a share of the Humus each at the tablet.
    for (const expected of [201, 201]) {
      const share = { method: 'cash', shares: [{ itemId: humus, shareCount: 3 }] };
      expect((await recordPayment(order.id, share)).statusCode).toBe(expected);
    }
    // Ayşe pays the third share from her phone; the waiter takes the rest of the bill in cash.
    const hers = await paySplit(ayseHeaders, { selectedShares: { [humus]: 3 } }, 0);
    expect((await recordPayment(order.id, { method: 'cash' })).statusCode).toBe(201);
    const table = await orderOf(order.id, burak.headers, order.businessId);
    expect(table).toMatchObject({ isPaid: true, bill: { left: 0 } });
    expect(table.bill.paid + table.bill.tips).toBeGreaterThan(his.amount + his.tip + hers.amount);

    expect(await spend(burak.headers)).toEqual({ total: his.amount + his.tip, tips: his.tip });
    expect(await spend(ayse.headers)).toEqual({ total: hers.amount, tips: 0 });
    // His history: the table's figures in the bill, his own part beside them.
    const history = await app.inject({
      url: `/api/orders/user?userId=${burak.id}`,
      headers: burak.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const listed = (
      history.json().data as { id: string; paidByYou: unknown; bill: unknown }[]
    ).find((row) => row.id === order.id);
    expect(listed).toMatchObject({
      bill: { paid: table.bill.paid, tips: table.bill.tips },
      paidByYou: { paid: his.amount, tips: his.tip },
    });
  });
});
