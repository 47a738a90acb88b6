import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, payments } from '../../src/db/schema/index.ts';
import { markStaleRefunds, STALE_REFUND_MS } from '../../src/domain/refunds/mark-stale-refunds.ts';
import { createBillApp } from '../bill/bill-fixture.ts';

/**
 * A refund stuck pending (issue 34): the process died between reserving the refund and keeping
 * iyzico's answer. It held the payment forever; the sweep marks it unknown after five minutes,
 * it stops blocking another refund, stays out of the bill, and the manager sees it to check.
 */
describe('a refund left pending by a process that died (issue 34)', async () => {
  // Not listening: the twin cannot be reached, so a refund that gets past the lock answers 503.
  const t = await createBillApp();
  const refund = async (paymentId: string, lineId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/payments/${paymentId}/refunds`,
      headers: await t.staffHeaders(),
      payload: { items: [{ lineId, quantity: 1 }], reason: 'Yanlış ürün' },
    });
  const unknown = async (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/staff/refunds/unknown', headers });

  it('is marked unknown after five minutes, no longer blocks, and is listed for the manager', async () => {
    const order = await t.placeOrder(t.headers, [{ name: 'Ayran', quantity: 2 }], { table: 6 });
    const paid = await t.recordPayment(order.id, { method: 'cash' });
    const payment = paid.json().data.payment as { id: string; amount: number };
    await t.db
      .update(payments)
      .set({ method: 'online', providerPaymentId: '22446688', recordedByStaffId: null })
      .where(eq(payments.id, payment.id));
    const lineId = order.items[0]!.id;
    // The row a process left when it died waiting for iyzico, six minutes ago.
    const now = new Date();
    const [stuck] = await t.db
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amount: 100,
        tipAmount: 0,
        parts: { lines: [{ lineId, quantity: 1 }], charges: [], shares: [] },
        reason: 'Yanlış ürün',
        createdAt: new Date(now.getTime() - 6 * 60_000),
        pendingSince: new Date(now.getTime() - 6 * 60_000),
      })
      .returning();
    const blocked = await refund(payment.id, lineId);
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().error).toBe('REFUND_IN_PROGRESS');

    // A minute short of stale: left alone; then marked once, whatever the number of sweeps.
    expect(await markStaleRefunds({ db: t.db, now: new Date(now.getTime() - 2 * 60_000) })).toBe(0);
    expect(STALE_REFUND_MS).toBe(5 * 60_000);
    expect(await markStaleRefunds({ db: t.db, now })).toBe(1);
    expect(await markStaleRefunds({ db: t.db, now })).toBe(0);

    // Not blocking: the next refund goes to the provider (here unreachable: 503, nothing kept).
    const again = await refund(payment.id, lineId);
    expect(again.statusCode, again.body).toBe(503);
    const bill = (await t.readBill(order.id, t.headers)).json().data.bill;
    expect(bill).toMatchObject({ left: 0, refunded: 0 });

    const listed = await unknown(await t.staffHeaders());
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.refunds).toEqual([
      expect.objectContaining({
        id: stuck!.id,
        paymentId: payment.id,
        amount: 100,
        providerPaymentId: '22446688',
        orderNumber: order.orderNumber,
      }),
    ]);
    expect((await unknown(t.headers)).statusCode).toBe(403);
    expect((await unknown({})).statusCode).toBe(401);
  });
});
