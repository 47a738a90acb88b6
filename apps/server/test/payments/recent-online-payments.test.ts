import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIntents } from '../../src/db/schema/index.ts';
import { demoCrewEmail, demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import type { Headers } from '../bill/bill-fixture.ts';
import { CARDS, createIntentApp, type IntentJson } from './intent-fixture.ts';
import { waitFor } from './iyzico-twin-fixture.ts';
import { staffBearer, staffByEmail } from '../staff-headers.ts';

/**
 * The inbox's "Online ödemeler" as it opens (issue 34): today's online payments from the server,
 * newest first, with their order and table, not only those that came while the screen was open.
 */
describe("today's online payments for the inbox (issue 34)", async () => {
  const t = await createIntentApp();
  const { app, db } = t;
  const as = async (email: string): Promise<Headers> =>
    staffBearer(t, await staffByEmail(db, email));
  const list = (headers: Headers) =>
    app.inject({ method: 'GET', url: '/api/staff/online-payments', headers });

  it("lists today's succeeded online payments with their order and table, to the business's staff only", async () => {
    const diner = await t.newCustomer('Ayşe Yılmaz');
    const order = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 1 }], {
      slug: 'ege',
      table: 2,
    });
    const intent = (await t.openIntent(order.id, diner.headers)).json().data.intent as IntentJson;
    await t.payWithCard(intent, CARDS.success);
    await waitFor(async () => ((await t.paymentsOf(order.id)).length === 1 ? true : undefined));
    // An older payment, from yesterday, is not today's news.
    const old = await t.newCustomer('Mehmet Kaya');
    const oldOrder = await t.placeOrder(old.headers, [{ name: 'Haydari', quantity: 1 }], {
      slug: 'ege',
      table: 3,
    });
    const earlier = (await t.openIntent(oldOrder.id, old.headers)).json().data.intent as IntentJson;
    await t.payWithCard(earlier, CARDS.success);
    await waitFor(async () => ((await t.paymentsOf(oldOrder.id)).length === 1 ? true : undefined));
    await db
      .update(paymentIntents)
      .set({ updatedAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(paymentIntents.id, earlier.id));

    const waiter = await list(await as(demoCrewEmail('ege', 'waiter')));
    expect(waiter.statusCode, waiter.body).toBe(200);
    const payments = waiter.json().data.payments as {
      intent: IntentJson;
      orderNumber: number;
      table: string | null;
    }[];
    expect(payments.map((p) => p.intent.id)).toContain(intent.id);
    expect(payments.map((p) => p.intent.id)).not.toContain(earlier.id);
    const ours = payments.find((p) => p.intent.id === intent.id)!;
    expect(ours).toMatchObject({
      orderNumber: order.orderNumber,
      intent: { status: 'succeeded', amount: intent.amount, twin: true },
    });
    expect(ours.table).toEqual(expect.any(String));
    // Another business sees none of Ege's; the kitchen and diners are refused.
    const other = (await list(await as(demoStaffEmail('bogaz')))).json().data.payments as {
      intent: IntentJson;
    }[];
    expect(other.some((p) => p.intent.id === intent.id)).toBe(false);
    expect((await list(await as(demoCrewEmail('ege', 'kitchen')))).statusCode).toBe(403);
    expect((await list(diner.headers)).statusCode).toBe(403);
  });
});
