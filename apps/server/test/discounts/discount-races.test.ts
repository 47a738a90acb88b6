import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderDiscounts, payments } from '../../src/db/schema/index.ts';
import { createDiscountApp } from './discount-fixture.ts';

// Issue 32 §2 with contract rule 10: two staff at one table at once. Under the order's lock the
// second request sees the first one's bill, so nothing is priced from a total nobody saw.
const ctx = await createDiscountApp();
const { db, headers, placeOrder, recordPayment, staffAs, giveDiscount, staffBill } = ctx;
const waiter = await staffAs('waiter');
const manager = await staffAs('manager');
const meal = [
  { name: 'Humus', quantity: 1 },
  { name: 'Ayran', quantity: 2 },
];

describe('discounts at the same moment (issue 32, contract rule 10)', () => {
  it('two discounts on one order at once: one is given, the other told the new total', async () => {
    const order = await placeOrder(headers, meal, { table: 4 });
    const { total } = await staffBill(order.id);
    const body = { kind: 'percent', value: 10, reason: 'Müdavim', expectedTotal: total };
    const answers = await Promise.all([
      giveDiscount(order.id, waiter, body),
      giveDiscount(order.id, manager, { ...body, value: 20 }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const won = answers.find((res) => res.statusCode === 201)!.json().data.bill;
    const lost = answers.find((res) => res.statusCode === 409)!.json();
    expect(lost).toMatchObject({ error: 'BILL_TOTAL_CHANGED', total: won.total });
    expect(
      await db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, order.id)),
    ).toHaveLength(1);
    expect((await staffBill(order.id)).total).toBe(won.total);
  });

  it('a discount while the payment of the whole bill is recorded: one of them is refused', async () => {
    const order = await placeOrder(headers, meal, { table: 4 });
    const { total } = await staffBill(order.id);
    const [discount, payment] = await Promise.all([
      giveDiscount(order.id, waiter, {
        kind: 'percent',
        value: 10,
        reason: 'Müdavim',
        expectedTotal: total,
      }),
      recordPayment(order.id, { method: 'cash', expectedAmount: total }),
    ]);
    expect([discount.statusCode, payment.statusCode].sort()).toEqual([201, 409]);
    const bill = await staffBill(order.id);
    const paid = await db.select().from(payments).where(eq(payments.orderId, order.id));
    if (payment.statusCode === 201) {
      // Paid first at the total the screen showed; the discount found nothing left to reprice.
      expect(paid.map((p) => p.amount)).toEqual([total]);
      expect(bill).toMatchObject({ staffDiscounts: [], left: 0 });
    } else {
      // Discounted first; the payment was refused with the new amount, never taken at the old.
      expect(paid).toEqual([]);
      expect(payment.json().error).toBe('PAYMENT_AMOUNT_CHANGED');
      expect(bill.total).toBe(total - 28_00);
    }
    expect(bill.paid + bill.left).toBe(bill.total);
  });
});
