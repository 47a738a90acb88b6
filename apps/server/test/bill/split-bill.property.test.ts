import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Line, type OrderJson } from './bill-fixture.ts';

// Random orders and split sequences through the real API (orders, split requests, the staff's
// decisions by PATCH /api/staff/split-requests/{id}), checked after every step against what
// GET /orders/{id}/bill reports: no quantity is ever negative, pending and approved units never
// exceed an item, and the approved splits plus what remains add up to the order's total.
const ctx = await createBillApp();
const { db, headers, placeOrder, requestBill, readBill, decideSplit } = ctx;
// Ege Sofrası adds VAT on top of its prices; Boğaziçi's prices include it.
await db
  .update(businesses)
  .set({ settings: sql`jsonb_set(${businesses.settings}, '{tax,includedInPrice}', 'false')` })
  .where(eq(businesses.id, DEMO_BUSINESS_IDS.ege));

const MENU: Record<'bogaz' | 'ege', string[]> = {
  bogaz: ['Humus', 'Ayran', 'Kaşarlı Tost', 'Künefe', 'Su (33 cl)', 'Tavuk Şiş', 'Sigara Böreği'],
  ege: ['Fava', 'Atom', 'Boyoz', 'Kalamar Tava', 'Fıçı Bira (50 cl)', 'Midye Tava', 'Girit Ezmesi'],
};
/** Included free by each business's cover charge (at most 2 at Boğaziçi, 1 at Ege). */
const FREE: Record<'bogaz' | 'ege', { name: string; max: number }> = {
  bogaz: { name: 'Ekmek Sepeti', max: 2 },
  ege: { name: 'Haydari', max: 1 },
};

type Bill = {
  total: number;
  remainingAmount: number;
  allPaid: boolean;
  items: {
    id: string;
    quantity: number;
    remainingQuantity: number;
    availableQuantity: number;
    approvedQuantity: number;
    pendingQuantity: number;
  }[];
  splitRequests: { id: string; status: string; amount: number }[];
};

const shares = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 8, maxLength: 8 });
const op = fc.oneof(
  fc.record({
    kind: fc.constant('split' as const),
    shares,
    over: fc.boolean(),
    tip: fc.constantFrom(0, 5, 10, 15, 20),
  }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean() }),
);
/** Orders of 1–4 menu lines, plus a line with `minFree`–2 units included free by the cover. */
const order = (minFree: number): fc.Arbitrary<OrderInput> =>
  fc.record({
    slug: fc.constantFrom<'bogaz' | 'ege'>('bogaz', 'ege'),
    picks: fc.uniqueArray(fc.nat({ max: 6 }), { minLength: 1, maxLength: 4 }),
    quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
    free: fc.integer({ min: minFree, max: 2 }),
  });

type OrderInput = { slug: 'bogaz' | 'ege'; picks: number[]; quantities: number[]; free: number };

async function place({ slug, picks, quantities, free }: OrderInput) {
  const lines: Line[] = picks.map((pick, i) => ({
    name: MENU[slug][pick]!,
    quantity: quantities[i] ?? 1,
  }));
  const freeUnits = Math.min(free, FREE[slug].max);
  if (freeUnits > 0)
    lines.push({ name: FREE[slug].name, quantity: freeUnits + 1, freeQuantity: freeUnits });
  return { slug, placed: await placeOrder(headers, lines, { slug, table: 2 }) };
}

async function check(placed: OrderJson): Promise<Bill> {
  const bill: Bill = (await readBill(placed.id, headers)).json().data;
  for (const item of bill.items) {
    expect(item.availableQuantity).toBeGreaterThanOrEqual(0);
    expect(item.remainingQuantity).toBeGreaterThanOrEqual(item.availableQuantity);
    expect(item.approvedQuantity + item.pendingQuantity).toBeLessThanOrEqual(item.quantity);
  }
  const approved = bill.splitRequests.filter((r) => r.status === 'approved');
  expect(approved.reduce((sum, r) => sum + r.amount, 0) + bill.remainingAmount).toBe(placed.total);
  expect(bill.total).toBe(placed.total);
  return bill;
}

async function split(
  placed: OrderJson,
  bill: Bill,
  { shares, over, tip }: { shares: number[]; over: boolean; tip: number },
) {
  const selectedItems: Record<string, number> = {};
  bill.items.forEach((item, i) => {
    selectedItems[item.id] = Math.round((item.availableQuantity * (shares[i] ?? 0)) / 100);
  });
  const first = bill.items[0]!;
  if (over) selectedItems[first.id] = first.availableQuantity + 1;
  const res = await requestBill(placed.id, headers, {
    isSplitBill: true,
    paymentMethod: 'cash',
    tipPercentage: tip,
    selectedItems,
  });
  const wanted = Object.values(selectedItems).some((n) => n > 0);
  const expected = bill.allPaid || over ? 409 : wanted ? 201 : 400;
  expect(res.statusCode, res.body).toBe(expected);
  return res.statusCode === 201 ? (res.json().data.id as string) : undefined;
}

async function decide(slug: DemoSlug, id: string, approve: boolean) {
  const res = await decideSplit(id, approve ? 'approved' : 'rejected', slug);
  expect(res.statusCode, res.body).toBe(200);
}

describe('split bill through the API (property)', () => {
  it('interleaved splits and decisions: splits plus what remains make the total, nothing negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        order(0),
        fc.array(op, { minLength: 1, maxLength: 8 }),
        async (input, ops) => {
          const { slug, placed } = await place(input);
          let bill = await check(placed);
          const pending: string[] = [];
          for (const step of ops) {
            if (step.kind === 'split') {
              const id = await split(placed, bill, step);
              if (id) pending.push(id);
            } else if (pending.length > 0) {
              const [id] = pending.splice(step.pick % pending.length, 1);
              await decide(slug, id!, step.approve);
            }
            bill = await check(placed);
          }
        },
      ),
      { numRuns: 35 },
    );
  }, 300_000);

  it('with free units, each split decided before the next: still exact to the kuruş', async () => {
    await fc.assert(
      fc.asyncProperty(
        order(1),
        fc.array(fc.tuple(shares, fc.boolean()), { minLength: 1, maxLength: 5 }),
        async (input, steps) => {
          const { slug, placed } = await place(input);
          let bill = await check(placed);
          for (const [stepShares, approve] of steps) {
            const id = await split(placed, bill, { shares: stepShares, over: false, tip: 10 });
            if (id) await decide(slug, id, approve);
            bill = await check(placed);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
