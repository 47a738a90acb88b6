import type { Bill } from '@masa/core/bill/bill';
import { businessToday } from '@masa/core/reports/report-days';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import type { Line } from '../bill/bill-fixture.ts';
import { createReportApp } from './report-fixture.ts';

// For random meals paid in random parts through the real API (several payments per order, each
// with its own method and tip, some orders left partly paid), the day's report equals the sums
// over the bills that core computeBill gives (GET /api/staff/orders/{id} sends them): gross,
// VAT by rate, net and tips, and by method, to the kuruş.
const ctx = await createReportApp();
const { db, headers, placeOrder, recordPayment, report, billOf } = ctx;
// Ege Sofrası adds VAT on top of its prices; Boğaziçi's prices include it.
await db
  .update(businesses)
  .set({ settings: sql`jsonb_set(${businesses.settings}, '{tax,includedInPrice}', 'false')` })
  .where(eq(businesses.id, DEMO_BUSINESS_IDS.ege));

const MENU: Record<'bogaz' | 'ege', string[]> = {
  bogaz: ['Humus', 'Ayran', 'Kaşarlı Tost', 'Künefe', 'Su (33 cl)', 'Tavuk Şiş', 'Sigara Böreği'],
  ege: ['Fava', 'Atom', 'Boyoz', 'Kalamar Tava', 'Fıçı Bira (50 cl)', 'Midye Tava', 'Girit Ezmesi'],
};
/** Included free by each business's cover charge, so the order carries its charge. */
const FREE: Record<'bogaz' | 'ege', string> = { bogaz: 'Ekmek Sepeti', ege: 'Haydari' };
const METHODS = ['cash', 'credit_card', 'sodexo'] as const;

const payment = fc.record({
  /** Per line, the share (0–100 %) of its units still due that this payment takes. */
  shares: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 5, maxLength: 5 }),
  charges: fc.boolean(),
  method: fc.constantFrom(...METHODS),
  tip: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
});
const meal = fc.record({
  slug: fc.constantFrom<'bogaz' | 'ege'>('bogaz', 'ege'),
  picks: fc.uniqueArray(fc.nat({ max: 6 }), { minLength: 1, maxLength: 4 }),
  quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
  cover: fc.boolean(),
  payments: fc.array(payment, { minLength: 0, maxLength: 3 }),
  rest: fc.option(fc.record({ method: fc.constantFrom(...METHODS), tip: fc.nat(20_000) })),
});
type Meal = typeof meal extends fc.Arbitrary<infer T> ? T : never;

/** Every bill of the day so far, per business. */
const bills: Record<'bogaz' | 'ege', Map<string, Bill>> = { bogaz: new Map(), ege: new Map() };

async function eat({ slug, picks, quantities, cover, payments, rest }: Meal) {
  const lines: Line[] = picks.map((pick, i) => ({
    name: MENU[slug][pick]!,
    quantity: quantities[i] ?? 1,
  }));
  if (cover) lines.push({ name: FREE[slug], quantity: 1, freeQuantity: 1 });
  const order = await placeOrder(headers, lines, { slug, table: 4 });
  let bill = await billOf(order.id, slug);
  for (const { shares, charges, method, tip } of payments) {
    const items = bill.lines
      .map((line, i) => ({
        itemId: line.id,
        quantity: Math.floor((line.dueQuantity * (shares[i] ?? 0)) / 100),
      }))
      .filter((item) => item.quantity > 0);
    const unpaid = charges ? bill.charges.filter((c) => !c.paid).map((c) => c.id) : [];
    if (items.length === 0 && unpaid.length === 0) continue;
    const res = await recordPayment(order.id, { items, charges: unpaid, method, tip }, slug);
    expect(res.statusCode, res.body).toBe(201);
    bill = res.json().data.bill;
  }
  if (rest && !bill.settled) {
    const res = await recordPayment(order.id, rest, slug);
    expect(res.statusCode, res.body).toBe(201);
  }
  bills[slug].set(order.id, await billOf(order.id, slug));
}

/** What the report must say: the sums over the bills' payments. */
function sumsOver(all: Iterable<Bill>) {
  let gross = 0;
  let tips = 0;
  const vat = new Map<number, number>();
  const methods = new Map<string, number>();
  for (const bill of all) {
    for (const paid of bill.payments) {
      gross += paid.amount;
      tips += paid.tip;
      methods.set(paid.method, (methods.get(paid.method) ?? 0) + paid.amount);
      for (const share of paid.vat) vat.set(share.rate, (vat.get(share.rate) ?? 0) + share.vat);
    }
    // A settled bill's payments carry its VAT exactly (ADR 027).
    if (bill.settled) {
      const shares = new Map<number, number>();
      for (const share of bill.payments.flatMap((p) => p.vat))
        shares.set(share.rate, (shares.get(share.rate) ?? 0) + share.vat);
      for (const { rate, vat: due } of bill.vat) expect(shares.get(rate) ?? 0).toBe(due);
    }
  }
  const vatTotal = [...vat.values()].reduce((a, b) => a + b, 0);
  return { gross, tips, vat, vatTotal, net: gross - vatTotal, methods };
}

describe('sales report over random paid meals (real PostgreSQL)', () => {
  it("gross, VAT by rate, net and tips are the sums over the bills' payments", async () => {
    const today = businessToday();
    await fc.assert(
      fc.asyncProperty(fc.array(meal, { minLength: 1, maxLength: 3 }), async (meals) => {
        for (const one of meals) await eat(one);
        for (const slug of ['bogaz', 'ege'] as const) {
          const expected = sumsOver(bills[slug].values());
          const sales = await report(slug, today);
          expect(sales.gross).toBe(expected.gross);
          expect(sales.tips).toBe(expected.tips);
          expect(sales.net).toBe(expected.net);
          expect(sales.vatTotal).toBe(expected.vatTotal);
          expect(sales.vat.map((v) => [v.rate, v.amount])).toEqual(
            [...expected.vat].sort(([a], [b]) => a - b),
          );
          expect(sales.vat.reduce((sum, v) => sum + v.net + v.amount, 0)).toBe(sales.gross);
          expect(Object.fromEntries(sales.byMethod.map((m) => [m.method, m.amount]))).toEqual(
            Object.fromEntries(expected.methods),
          );
          expect(sales.payments).toBe(
            [...bills[slug].values()].reduce((n, bill) => n + bill.payments.length, 0),
          );
        }
      }),
      { numRuns: 12 },
    );
    // Twelve rounds of real orders, payments and two reports each: 9–14 s on a quiet machine,
    // over 30 s when the machine also runs the browser tests.
  }, 90_000);
});
