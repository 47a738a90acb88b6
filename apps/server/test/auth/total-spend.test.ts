import { describe, expect, it } from 'vitest';
import { businesses, orders, payments, tables } from '../../src/db/schema/index.ts';
import { newId } from '../../src/lib/ids.ts';
import { createTestApp } from '../app.ts';
import { bearer, register } from './helpers.ts';

const { app, db } = await createTestApp();

const businessId = newId();
await db.insert(businesses).values({
  id: businessId,
  name: 'Test Lokantası',
  address: { street: 'Cadde 1', city: 'İzmir', state: '', zipCode: '35000', country: 'Türkiye' },
});
await db
  .insert(tables)
  .values({ id: 'table-spend01', businessId, name: 'Masa 1', number: 1, qrCode: 'T-1' });

let orderNumber = 0;
const order = (userId: string, total: number, state: Partial<typeof orders.$inferInsert>) => {
  orderNumber += 1;
  return {
    id: newId(),
    businessId,
    tableId: 'table-spend01',
    userId,
    orderNumber,
    total,
    subtotal: total,
    ...state,
  };
};
/** A payment of `amount` kuruş (tip apart) recorded for an order. */
const paid = (orderId: string, amount: number, tipAmount = 0) => ({
  orderId,
  businessId,
  amount,
  tipAmount,
  method: 'cash' as const,
});
const totalSpend = async (token: string) => {
  const res = await app.inject({
    url: '/api/customer-users/me/total-spend',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.total as number;
};

describe('GET /api/customer-users/me/total-spend', () => {
  it('is 0 before any order', async () => {
    const { token } = await register(app);
    expect(await totalSpend(token)).toBe(0);
  });

  it("sums what the customer paid, tips included and apart; never unpaid, cancelled or others' orders", async () => {
    const me = await register(app);
    const other = await register(app);
    const rows = [
      order(me.user.id, 12_550, { isPaid: true, paymentStatus: 'paid', status: 'paid' }),
      order(me.user.id, 7_000, { paymentStatus: 'partially_paid', status: 'delivered' }),
      order(me.user.id, 9_999, { status: 'preparing' }),
      order(me.user.id, 5_000, { status: 'cancelled', isCancelled: true }),
      order(me.user.id, 7_000, { status: 'refunded', isPaid: true }),
      order(other.user.id, 50_000, { isPaid: true, status: 'paid' }),
    ];
    await db.insert(orders).values(rows);
    const [whole, part, , cancelled, refunded, others] = rows.map((row) => row.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await db
      .insert(payments)
      .values([
        paid(whole, 10_000, 1_000),
        paid(whole, 2_550),
        paid(part, 3_000, 150),
        paid(cancelled, 5_000),
        paid(refunded, 7_000),
        paid(others, 50_000, 5_000),
      ]);
    const res = await app.inject({
      url: '/api/customer-users/me/total-spend',
      headers: bearer(me.token),
    });
    expect(res.json().data).toEqual({
      total: 12_550 + 1_000 + 3_000 + 150,
      tips: 1_000 + 150,
    });
  });

  it('needs a bearer token', async () => {
    expect((await app.inject('/api/customer-users/me/total-spend')).statusCode).toBe(401);
  });
});
