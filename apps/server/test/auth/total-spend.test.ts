import { describe, expect, it } from 'vitest';
import { businesses, orders, tables } from '../../src/db/schema/index.ts';
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
    businessId,
    tableId: 'table-spend01',
    userId,
    orderNumber,
    total,
    subtotal: total,
    ...state,
  };
};
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

  it("sums the customer's paid orders in kuruş, leaving out unpaid, cancelled and others' orders", async () => {
    const me = await register(app);
    const other = await register(app);
    await db.insert(orders).values([
      // The total includes the tip the bill request set; the tip is not spending.
      order(me.user.id, 13_550, {
        isPaid: true,
        paymentStatus: 'paid',
        status: 'paid',
        tip: 1_000,
      }),
      order(me.user.id, 4_000, { status: 'completed' }),
      order(me.user.id, 3_000, { paymentStatus: 'paid', status: 'delivered' }),
      order(me.user.id, 9_999, { status: 'preparing' }),
      order(me.user.id, 5_000, { status: 'cancelled', isCancelled: true }),
      order(me.user.id, 7_000, { status: 'refunded', isPaid: true }),
      order(other.user.id, 50_000, { isPaid: true, status: 'paid' }),
    ]);
    expect(await totalSpend(me.token)).toBe(12_550 + 4_000 + 3_000);
  });

  it('needs a bearer token', async () => {
    expect((await app.inject('/api/customer-users/me/total-spend')).statusCode).toBe(401);
  });
});
