import type { DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers } from '../bill/bill-fixture.ts';
import { serveOrder } from '../serve-order.ts';

/**
 * The bill app plus what rating needs: an order the staff delivered or that was paid, made
 * through the real API (POST /orders, the staff's status changes and payments), and the
 * review calls.
 */
export async function createReviewApp() {
  const ctx = await createBillApp();

  const deliver = async (orderId: string, slug: DemoSlug = 'bogaz') =>
    serveOrder(ctx.app, await ctx.staffHeaders(slug), orderId);

  const pay = async (orderId: string, slug: DemoSlug = 'bogaz') => {
    const res = await ctx.recordPayment(orderId, { method: 'cash' }, slug);
    if (res.statusCode !== 201) throw new Error(`payment refused: ${res.body}`);
  };

  const rate = (who: Headers, payload: object, extra: Headers = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/reviews', headers: { ...who, ...extra }, payload });

  const list = (query: string, who: Headers = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/reviews${query}`, headers: who });

  return { ...ctx, deliver, pay, rate, list };
}
