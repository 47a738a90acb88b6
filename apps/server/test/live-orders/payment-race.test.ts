import { describe, expect, it } from 'vitest';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { createLiveApp } from './live-fixture.ts';

// Issue 29 §6: two staff take the same payment at once; the one who loses holds the diner's
// cash and must learn who recorded it and what is left, not just that it failed.
const ctx = await createLiveApp();
const { app, headers } = ctx;
const owner = await ctx.staffHeaders('bogaz');

/** A second waiter of Boğaz, with a name the loser reads. */
async function waiter(name: string) {
  const [row] = await ctx.db
    .insert(staffAccounts)
    .values({
      businessId: DEMO_BUSINESS_IDS.bogaz,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@bogaz.masa.app`,
      passwordHash: 'x',
      role: 'waiter',
    })
    .returning();
  const token = await signAccessToken(
    { kind: 'staff', staffId: row!.id, businessId: row!.businessId, role: 'waiter' },
    { secret: ctx.config.jwtSecret, ttlSeconds: 3600, now: ctx.app.clock.now() },
  );
  return { authorization: `Bearer ${token}` };
}

const pay = (orderId: string, who: Record<string, string>, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/payments`,
    headers: who,
    payload,
  });

describe('a payment race', () => {
  it('tells the loser who recorded the payment, its amount and what is left', async () => {
    const deniz = await waiter('Deniz Yıldız');
    const order = await ctx.placeOrder(headers, { table: 5 });
    const rest = { method: 'cash', expectedAmount: order.total };
    const answers = await Promise.all([pay(order.id, owner, rest), pay(order.id, deniz, rest)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.statusCode === 201)!;
    const lost = answers.find((a) => a.statusCode === 409)!.json();
    const winner = won === answers[0] ? 'Mehmet Kaya' : 'Deniz Yıldız';
    expect(lost).toMatchObject({
      success: false,
      paidAmount: order.total,
      left: 0,
      paidAt: won.json().data.payment.createdAt,
    });
    expect(lost.paidBy).toBe(winner);
    expect(lost.message).toMatch(
      new RegExp(`Son ödemeyi ${winner} kaydetti \\(₺[\\d.,]+, \\d\\d:\\d\\d\\); kalan ₺0,00\\.$`),
    );
  });

  it('says what is left when a part was paid first', async () => {
    const deniz = await waiter('Deniz Kaya');
    const order = await ctx.placeOrder(headers, { table: 6 });
    const menemen = order.items.find((item) => item.name === 'Menemen')!;
    const part = await pay(order.id, deniz, {
      method: 'credit_card',
      items: [{ itemId: menemen.id, quantity: 1 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    const stale = await pay(order.id, owner, { method: 'cash', expectedAmount: order.total });
    expect(stale.statusCode).toBe(409);
    const left = part.json().data.bill.left;
    expect(left).toBeGreaterThan(0);
    expect(stale.json()).toMatchObject({
      error: 'PAYMENT_AMOUNT_CHANGED',
      paidBy: 'Deniz Kaya',
      paidAmount: part.json().data.payment.amount,
      left,
    });
  });
});
