import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { seedHistory } from '../../src/db/seed/seed-history.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { dayPeriod } from '../../src/domain/business-days/day-period.ts';
import { listUnsettledTables } from '../../src/domain/business-days/list-unsettled-tables.ts';
import { loadDaySummary } from '../../src/domain/business-days/load-day-summary.ts';
import { listReportPayments } from '../../src/domain/reports/list-report-payments.ts';
import { loadSalesReport } from '../../src/domain/reports/load-sales-report.ts';
import { listStaffOrders } from '../../src/domain/staff/list-staff-orders.ts';
import type { Db } from '../../src/db/client.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';
import { nodesOf, pagesTouched, planOf, statementsOf } from './plan-probe.ts';

/**
 * The reads a restaurant makes every day stay flat as its history grows (issue 37 §6, ADR 104):
 * with a year of a venue behind it (20,000 orders, 100,000 lines, their payments, each
 * payment's kept figures (ADR 118) and business days, seeded in SQL), every statement the board, the unsettled tables, the open
 * day's Z summary and a day's sales report send is run under EXPLAIN (ANALYZE, BUFFERS): none
 * scans a whole history table, and none touches more than a day's share of their pages.
 * The year's figures are in `BENCH_ONLY=year npm run bench` (docs/performance.md).
 */
const ctx = await createOrderingApp();
const businessId = DEMO_BUSINESS_IDS.bogaz;
const DAYS = 365;
// The seed records no refunds: payment_refunds is empty, and an empty table is rightly scanned.
const HISTORY = ['orders', 'order_items', 'payments', 'payment_lines', 'payment_figures'];

/** Pages of the history tables and their indexes: what reading all of it would touch. */
async function historyPages(): Promise<number> {
  const { rows } = await ctx.db.$client.query<{ pages: number }>(
    `select sum(pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
     from pg_class c where c.relname = any($1) or c.oid in (
       select indexrelid from pg_index where indrelid = any(select oid from pg_class where relname = any($1)))`,
    [HISTORY],
  );
  return rows[0]!.pages;
}

await seedHistory(ctx.db, businessId, { orders: 20_000, days: DAYS, linesPerOrder: 5 });
const [open] = await ctx.db
  .select()
  .from(schema.businessDays)
  .where(and(eq(schema.businessDays.businessId, businessId), isNull(schema.businessDays.closedAt)));
const now = new Date();
const { start } = await dayPeriod({ db: ctx.db, day: open!, now });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
const pages = await historyPages();

describe('the daily reads on a year of a venue', () => {
  const reads: [string, (db: Db) => Promise<unknown>][] = [
    ['the board', (db) => listStaffOrders({ db, businessId, active: true, limit: 100 })],
    ['the unsettled tables', (db) => listUnsettledTables({ db, businessId })],
    [
      "the open day's Z summary",
      (db) =>
        loadDaySummary({ db, businessId, start, end: now, openingFloat: 0, countedCash: null }),
    ],
    ["today's sales report", (db) => loadSalesReport({ db, businessId, from: today, to: today })],
    ["today's payments", (db) => listReportPayments({ db, businessId, from: today, to: today })],
  ];

  it.each(reads)('%s scans no history table and reads a day’s share of it', async (_, read) => {
    const statements = await statementsOf(ctx.db, read);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const nodes = nodesOf(await planOf(ctx.db, statement));
      const scans = nodes
        .filter((n) => n['Node Type'] === 'Seq Scan' && HISTORY.includes(n['Relation Name'] ?? ''))
        .map((n) => n['Relation Name']);
      expect(scans, statement.sql).toEqual([]);
      // A day is 1/365 of the history (as in the bench's year); reading all of it touches every page.
      const touched = pagesTouched(nodes[0]!);
      expect(touched, statement.sql).toBeLessThan(pages / 20);
    }
  });
});
