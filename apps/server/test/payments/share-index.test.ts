import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIntents, paymentShares } from '../../src/db/schema/index.ts';
import { waitFor } from './iyzico-twin-fixture.ts';
import { CARDS, createIntentApp, type IntentJson } from './intent-fixture.ts';

type Share = { index: number; paid: boolean; available: boolean };
type Line = { id: string; name: string; shareCount: number; shares: Share[] };

/**
 * Three friends share the Haydari and pay their shares from their phones (issue 34): each
 * payment is the very share its diner chose, in whatever order they pay, and a share somebody
 * has paid already is refused before any card is charged, or given back when the charge comes.
 */
describe('an online share is the share the diner chose (issue 34)', async () => {
  const t = await createIntentApp();
  const table = async (n: number) => {
    const host = await t.newCustomer('Ayşe Yılmaz');
    const order = await t.placeOrder(
      host.headers,
      [
        { name: 'Haydari', quantity: 1 },
        { name: 'Girit Ezmesi', quantity: 1 },
      ],
      { slug: 'ege', table: n },
    );
    const friend = async (name: string) =>
      t.scanTable((await t.newCustomer(name)).headers, { slug: 'ege', table: n });
    const haydari = order.items.find((item) => item.name === 'Haydari')!.id;
    return { host: host.headers, order, haydari, friend };
  };
  const shareOf = (lineId: string, index: number) => ({
    pay: { kind: 'items', shares: [{ lineId, shareCount: 3, index }] },
  });
  const lineOf = async (orderId: string, lineId: string, who: Record<string, string>) =>
    ((await t.readBill(orderId, who)).json().data.bill.lines as Line[]).find(
      (l) => l.id === lineId,
    )!;
  const payShare = async (orderId: string, who: Record<string, string>, share: object) => {
    const opened = await t.openIntent(orderId, who, share);
    expect(opened.statusCode, opened.body).toBe(201);
    const intent = opened.json().data.intent as IntentJson;
    await t.payWithCard(intent, CARDS.success);
    return (await t.readIntent(intent.id, who)).intent;
  };
  const sharesPaidBy = async (paymentId: string) =>
    (
      await t.db
        .select({ index: paymentShares.shareIndex, count: paymentShares.shareCount })
        .from(paymentShares)
        .where(inArray(paymentShares.paymentId, [paymentId]))
    ).map((row) => `${row.index}/${row.count}`);

  it('share 2 paid first, then share 1: each payment records its own share, and the bill shows which', async () => {
    const { host, order, haydari, friend } = await table(1);
    const elif = await friend('Elif Demir');
    const second = await payShare(order.id, elif, shareOf(haydari, 2));
    expect(second.status).toBe('succeeded');
    expect(await sharesPaidBy(second.paymentId!)).toEqual(['2/3']);
    const line = await lineOf(order.id, haydari, host);
    expect(line.shareCount).toBe(3);
    expect(line.shares.map((s) => s.paid)).toEqual([false, true, false]);

    const first = await payShare(order.id, host, shareOf(haydari, 1));
    expect(first.status).toBe('succeeded');
    expect(await sharesPaidBy(first.paymentId!)).toEqual(['1/3']);
    // The staff's table panel reads the same bill: shares 1 and 2 paid, share 3 still due.
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${order.id}`,
      headers: await t.staffHeaders('ege'),
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const staffLine = (staff.json().data.bill.lines as Line[]).find((l) => l.id === haydari)!;
    expect(staffLine.shares.map((s) => s.paid)).toEqual([true, true, false]);
  });

  it('share 2 paid twice: the second diner is refused 409 in Turkish before any card is charged', async () => {
    const { host, order, haydari, friend } = await table(2);
    const paid = await payShare(order.id, host, shareOf(haydari, 2));
    expect(paid.status).toBe('succeeded');
    const charges = (await t.twinLedger()).charges.length;
    const again = await t.openIntent(order.id, await friend('Elif Demir'), shareOf(haydari, 2));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'SHARE_PAID',
      message: 'Haydari için 2/3 payı zaten ödendi',
    });
    expect((await t.twinLedger()).charges).toHaveLength(charges);
    expect(await t.paymentsOf(order.id)).toHaveLength(1);
    // Without an index the next diner still gets the first free share.
    const cash = await t.recordPayment(
      order.id,
      { method: 'cash', shares: [{ itemId: haydari, shareCount: 3 }] },
      'ege',
    );
    expect(cash.json().data.payment.shares).toEqual([{ lineId: haydari, shareCount: 3, index: 1 }]);
    // The waiter naming a paid share is refused alike; a share past the count is bad input.
    const twice = await t.recordPayment(
      order.id,
      { method: 'cash', shares: [{ itemId: haydari, shareCount: 3, index: 2 }] },
      'ege',
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'SHARE_PAID' });
    const past = await t.recordPayment(
      order.id,
      { method: 'cash', shares: [{ itemId: haydari, shareCount: 3, index: 4 }] },
      'ege',
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      error: 'SHARE_INDEX_INVALID',
      message: 'Pay numarası 1 ile 3 arasında olmalıdır',
    });
  });

  it('two forms may hold shares 2 and 1 of the same count, never shares of two counts', async () => {
    const { host, order, haydari, friend } = await table(4);
    expect((await t.openIntent(order.id, host, shareOf(haydari, 2))).statusCode).toBe(201);
    const elif = await friend('Elif Demir');
    const quarter = await t.openIntent(order.id, elif, {
      pay: { kind: 'items', shares: [{ lineId: haydari, shareCount: 4, index: 1 }] },
    });
    expect(quarter.statusCode).toBe(409);
    expect(quarter.json()).toMatchObject({ error: 'PAYMENT_IN_PROGRESS' });
    expect((await t.openIntent(order.id, elif, shareOf(haydari, 1))).statusCode).toBe(201);
  });

  it('share 2 charged after another diner paid it (her form outlived its hold): refunded, never recorded as share 1', async () => {
    const { host, order, haydari, friend } = await table(3);
    const opened = await t.openIntent(order.id, host, shareOf(haydari, 2));
    expect(opened.statusCode, opened.body).toBe(201);
    const late = opened.json().data.intent as IntentJson;
    // Her 15 minutes ran out unread: share 2 is free to others, her form still open at iyzico.
    await t.db
      .update(paymentIntents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentIntents.id, late.id));
    const paid = await payShare(order.id, await friend('Elif Demir'), shareOf(haydari, 2));
    expect(paid.status).toBe('succeeded');

    await t.payWithCard(late, CARDS.success);
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, late.id));
    expect(row).toMatchObject({ status: 'cancelled', failureCode: 'PAID_MEANWHILE' });
    expect(await t.paymentsOf(order.id)).toHaveLength(1);
    expect((await lineOf(order.id, haydari, host)).shares.map((s) => s.paid)).toEqual([
      false,
      true,
      false,
    ]);
    const refund = await waitFor(() =>
      t.app.iyzicoTwin!.refunds.find((r) => r.conversationId === late.id),
    );
    expect(refund.amount).toBe(late.amount + late.tipAmount);
  });
});
