import type { Bill } from '@masa/core/bill/bill';
import { businessToday } from '@masa/core/reports/report-days';
import { and, eq, gte } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createReportApp } from '../reports/report-fixture.ts';
import { expectBillAddsUp, expectPaymentsKept, expectVatRoundedOnce } from './evening-checks.ts';
import { eveningRunner, TABLES } from './evening-runner.ts';
import { evening, type Step } from './evening-steps.ts';

// Issue 32 "Done when", first bullet: random evenings at four tables of Boğaziçi through the
// real API and PostgreSQL — diners' and waiters' orders, voids, ikram, staff discounts, moved
// and merged tables, moved lines, approved splits, payments, walk-outs and open accounts. After
// every step each order it touched adds up to the kuruş, its VAT by rate is rounded once, what
// was paid never moves and no unit is paid twice; a refused step (4xx) changes no bill; no step
// answers 5xx. At the end the day's report is the sum of the day's bills, and the open business
// day's Z summary agrees with it.
const ctx = await createReportApp();
const since = new Date();
const runner = eveningRunner(ctx, since);
await runner.setUp();
const today = businessToday();

/** Sums of the payments of the bills: what the report must say. */
function sumsOver(bills: Iterable<Bill>) {
  let gross = 0;
  let payments = 0;
  const vat = new Map<number, number>();
  for (const bill of bills)
    for (const paid of bill.payments) {
      gross += paid.amount;
      payments += 1;
      for (const share of paid.vat) vat.set(share.rate, (vat.get(share.rate) ?? 0) + share.vat);
    }
  const byRate = [...vat].filter(([, v]) => v !== 0).sort(([a], [b]) => a - b);
  return { gross, payments, vat: byRate };
}

/** What each kind of step answered, for the log: e.g. void 201 × 12, void 409 × 3. */
const answers = new Map<string, number>();

async function check(
  label: string,
  orderIds: Iterable<string>,
  refused: boolean,
  before: ReadonlyMap<string, Bill>,
) {
  for (const orderId of orderIds) {
    const was = before.get(orderId);
    const bill = await runner.billOf(orderId);
    if (refused && was) expect(bill, `${label}: refused, ${orderId} unchanged`).toEqual(was);
    expectBillAddsUp(bill, `${label} ${orderId}`);
    expectVatRoundedOnce(bill, `${label} ${orderId}`);
    await expectPaymentsKept(ctx.db, orderId, bill);
  }
}

/** What a bill charges, apart from what was paid of it. */
const priced = (bill: Bill) => ({
  total: bill.total,
  subtotal: bill.subtotal,
  staffDiscountTotal: bill.staffDiscountTotal,
  vat: bill.vat,
  lines: bill.lines.map(({ id, quantity, unitPrice, amount, cancelled, ikram }) => ({
    id,
    quantity,
    unitPrice,
    amount,
    cancelled,
    ikram,
  })),
});

async function walk(steps: Step[]) {
  for (const [n, s] of steps.entries()) {
    const label = `step ${n} ${JSON.stringify(s)}`;
    const at = [TABLES[s.table]!, ...('to' in s ? [TABLES[s.to]!] : [])];
    const before = await runner.openOrders(at);
    const was = new Map<string, Bill>();
    const closed = await runner.closedOrders(at);
    for (const orderId of [...before, ...closed.map((order) => order.id)])
      was.set(orderId, await runner.billOf(orderId));
    const { responses, named } = await runner.run(s);
    for (const res of responses) {
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
      const key = `${s.op} ${res.statusCode} ${res.statusCode >= 400 ? res.json().error : ''}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    const refused = responses.length > 0 && responses.every((res) => res.statusCode >= 400);
    // A walked-out bill never changes after its close; a veresiye bill is settled by payments
    // (the pay step on it is the account's settlement, ADR 076), and nothing else changes it.
    for (const { id, walkedOut } of closed) {
      const now = await runner.billOf(id);
      const then = was.get(id)!;
      if (walkedOut) expect(now, `${label}: walked out ${id} unchanged`).toEqual(then);
      else expect(priced(now), `${label}: on account ${id} priced as before`).toEqual(priced(then));
    }
    const touched = new Set([...before, ...(await runner.openOrders(at)), ...named]);
    await check(label, touched, refused, was);
  }
  // The evening ends: every table is served and what is still open is paid in cash, so the
  // next evening starts afresh.
  for (const tableId of TABLES)
    for (const res of await runner.serve(tableId))
      expect(res.statusCode, res.body).toBeLessThan(500);
  for (const orderId of await runner.openOrders()) {
    const res = await runner.staff('POST', `/orders/${orderId}/payments`, { method: 'cash' });
    expect(res.statusCode, `the rest of ${orderId}: ${res.body}`).toBeLessThan(500);
    await check(`the rest of ${orderId}`, [orderId], res.statusCode >= 400, runner.bills);
  }
}

describe('an evening of corrections over the real API (issue 32)', () => {
  it('keeps every bill exact through random orders, corrections, moves and payments; the report and the Z summary are their sums', async () => {
    const opened = await runner.staff('POST', '/days', { openingFloat: 500_00 });
    expect(opened.statusCode, opened.body).toBe(201);
    const baseline = await ctx.report('bogaz', today);

    // One seed in CI, so a failure is the same evening when run again; EVENING_SEED explores
    // others (`EVENING_SEED=$RANDOM npx vitest run … evening.property`).
    const seed = Number(process.env.EVENING_SEED ?? 20261129);
    console.log(`evening seed ${seed}`);
    await fc.assert(fc.asyncProperty(evening, walk), { numRuns: 25, endOnFailure: true, seed });
    console.log(
      [...answers]
        .sort()
        .map(([k, n]) => `${k}× ${n}`)
        .join('\n'),
    );

    const ids = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, DEMO_BUSINESS_IDS.bogaz), gte(orders.createdAt, since)));
    const bills = await Promise.all(ids.map(({ id }) => runner.billOf(id)));
    const sums = sumsOver(bills);
    const sales = await ctx.report('bogaz', today);
    expect(sales.gross - baseline.gross).toBe(sums.gross);
    expect(sales.payments - baseline.payments).toBe(sums.payments);
    const vatNow = new Map(sales.vat.map((v) => [v.rate, v.amount]));
    for (const v of baseline.vat) vatNow.set(v.rate, (vatNow.get(v.rate) ?? 0) - v.amount);
    expect([...vatNow].filter(([, v]) => v !== 0).sort(([a], [b]) => a - b)).toEqual(sums.vat);

    const current = await runner.staff('GET', '/days/current');
    expect(current.statusCode, current.body).toBe(200);
    const z = current.json().data.day.summary;
    expect(z).toMatchObject({ payments: sums.payments, gross: sums.gross });
    expect(z.vat.map((v: { rate: number; amount: number }) => [v.rate, v.amount])).toEqual(
      sums.vat,
    );
    if (baseline.gross === 0)
      expect(z).toMatchObject({
        gross: sales.gross,
        net: sales.net,
        vat: sales.vat,
        vatTotal: sales.vatTotal,
        tips: sales.tips,
        byMethod: sales.byMethod,
        discounts: sales.discounts,
      });
  }, 300_000);
});
