import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessDays } from '../../src/db/schema/index.ts';
import { seedHistory } from '../../src/db/seed/seed-history.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { dayResponse } from '../../src/domain/business-days/day-response.ts';
import { findBusinessDay } from '../../src/domain/business-days/find-business-day.ts';
import { listUnsettledTables } from '../../src/domain/business-days/list-unsettled-tables.ts';
import { readCurrentDay } from '../../src/domain/business-days/read-current-day.ts';
import { computeDayFigures } from '../../src/domain/reports/compute-day-figures.ts';
import { listReportPayments } from '../../src/domain/reports/list-report-payments.ts';
import { loadSalesReport } from '../../src/domain/reports/load-sales-report.ts';
import type { Db } from '../../src/db/client.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';
import { nodesOf, pagesTouched, planOf, rowsRead, statementsOf } from '../reports/plan-probe.ts';

/**
 * The open day and yesterday read the same on a long history as on a short one (issue 37 §6,
 * docs/decisions/123-the-open-day-reads-flat-on-a-year.md): two venues with the same evenings
 * (ORDERS_A_DAY orders each), one with SHORT days behind it, one with LONG. Every statement of
 * the day screen (`GET /days/current`), of yesterday's closed day (`GET /days/:id`), of today's
 * sales report and of yesterday's computed figures runs under EXPLAIN (ANALYZE, BUFFERS) on
 * both: the rows each reads and the pages it touches may not grow with the days behind it.
 */
const ORDERS_A_DAY = 20;
const SHORT = 20;
const LONG = 240;
const businessId = DEMO_BUSINESS_IDS.bogaz;
/**
 * The venue's own tables, the same few rows on both venues: the planner may read one whole
 * instead of probing it per payment (CI's PostgreSQL 15 once hashed all 12 staff accounts where
 * it had probed 4 times), so its rows say nothing about the history behind the day.
 */
const FIXED = new Set(['businesses', 'tables', 'categories', 'products', 'staff_accounts']);
const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });

/** A venue with `days` evenings behind it, and the reads of its day screens. */
async function venueWithHistory(days: number) {
  const { db } = await createOrderingApp();
  await seedHistory(db, businessId, { orders: ORDERS_A_DAY * days, days, linesPerOrder: 5 });
  const [yesterday] = await db
    .select({ id: businessDays.id })
    .from(businessDays)
    .where(and(eq(businessDays.businessId, businessId), isNotNull(businessDays.closedAt)))
    .orderBy(desc(businessDays.closedAt))
    .limit(1);
  const now = new Date();
  const today = zone.format(now);
  const reads: Record<string, (db: Db) => Promise<unknown>> = {
    'the open day': (db) => readCurrentDay({ db, businessId, now }),
    "yesterday's closed day": async (db) =>
      dayResponse({
        db,
        day: await findBusinessDay({ db, businessId, dayId: yesterday!.id }),
        now,
      }),
    "today's sales report": (db) => loadSalesReport({ db, businessId, from: today, to: today }),
    "today's payments": (db) => listReportPayments({ db, businessId, from: today, to: today }),
    "yesterday's figures, computed": (db) =>
      computeDayFigures({
        db,
        businessId,
        date: zone.format(new Date(now.getTime() - 86_400_000)),
      }),
  };
  return { db, reads };
}

/**
 * Each statement the read sends, with the rows it read and the pages it touched, by their SQL:
 * reads sent side by side are written down in the order they reach the pool.
 */
async function costOf(db: Db, read: (db: Db) => Promise<unknown>) {
  const costs = [];
  for (const statement of await statementsOf(db, read)) {
    const plan = await planOf(db, statement);
    // A statement of the venue's own tables alone (the report's product names) reads the same
    // rows on both venues; its pages follow the plan the planner takes, not the history.
    const ownTablesOnly = nodesOf(plan).every(
      (node) => node['Relation Name'] === undefined || FIXED.has(node['Relation Name']),
    );
    costs.push({
      sql: statement.sql,
      rows: rowsRead(plan, FIXED),
      pages: ownTablesOnly ? 0 : pagesTouched(plan),
    });
  }
  return costs.sort((a, b) => (a.sql < b.sql ? -1 : a.sql > b.sql ? 1 : 0));
}

const short = await venueWithHistory(SHORT);
const long = await venueWithHistory(LONG);

describe(`the day screens after ${SHORT} and after ${LONG} days of ${ORDERS_A_DAY} orders`, () => {
  it.each(Object.keys(short.reads))('%s reads no more on the longer history', async (name) => {
    const before = await costOf(short.db, short.reads[name]!);
    const after = await costOf(long.db, long.reads[name]!);
    expect(after.map((s) => s.sql)).toEqual(before.map((s) => s.sql));
    expect(before.length).toBeGreaterThan(0);
    after.forEach(({ sql, rows, pages }, i) => {
      // Rows of the history's tables are the same evenings' rows; a deeper index adds a page to
      // each of a day's probes.
      expect(rows, sql).toBeLessThanOrEqual(before[i]!.rows + 2);
      // Pages: the longer history is 12 times the shorter, so a read that grows with it touches
      // about 12 times the pages. On the short venue's few hundred payments the planner may
      // scan where it takes the index on the long one: the day's kept money touched 64 or 138
      // pages there and 147 on the long one, one run to the next. A quarter of 12 tells them apart.
      expect(pages, sql).toBeLessThanOrEqual(4 * before[i]!.pages + 10);
    });
  });
});

describe('the open day', () => {
  it('reads its unsettled tables beside its Z summary, not after it', async () => {
    const { db, reads } = short;
    const sent = (await statementsOf(db, reads['the open day']!)).map((s) => s.sql);
    const [unsettled] = await statementsOf(db, (db) => listUnsettledTables({ db, businessId }));
    const first = sent.indexOf(unsettled!.sql);
    // The Z summary's kept sums wait for the open day and its period; the tables wait for neither.
    const summary = sent.findIndex((sql) => sql.includes('with kept as materialized'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(summary).toBeGreaterThan(first);
  });
});

describe('another venue open the same evenings', () => {
  it('costs none of the day screens a row', async () => {
    const { db, reads } = long;
    const names = Object.keys(reads);
    const alone: Awaited<ReturnType<typeof costOf>>[] = [];
    for (const name of names) alone.push(await costOf(db, reads[name]!));
    // Ege's copy of Boğaz's last two evenings: its orders and payments at the same moments.
    await db.execute(sql`
      insert into orders (id, order_number, business_id, table_id, customer_name, person_count,
        status, payment_status, is_paid, paid_at, subtotal, vat_amount, total, tip, created_at,
        updated_at)
      select 'e' || substr(id, 2), 100000 + order_number, ${DEMO_BUSINESS_IDS.ege}, 'table-ege01',
        customer_name, person_count, status, payment_status, is_paid, paid_at, subtotal,
        vat_amount, total, tip, created_at, updated_at
      from orders where business_id = ${businessId} and created_at > now() - interval '2 days'`);
    const { rowCount } = await db.execute(sql`
      insert into payments (id, order_id, business_id, amount, tip_amount, method, created_at)
      select 'f' || substr(p.id, 2), o.id, o.business_id, p.amount, p.tip_amount, p.method,
        p.created_at
      from payments p join orders o on o.id = 'e' || substr(p.order_id, 2)`);
    expect(rowCount).toBeGreaterThan(ORDERS_A_DAY);
    // …with their figures kept, as Boğaz's are (ADR 118).
    await db.execute(sql`
      insert into payment_figures (payment_id, version, service_charges, exact_discounts,
        campaigns, staff_discounts, vat, products)
      select p.id, f.version, f.service_charges, f.exact_discounts, f.campaigns,
        f.staff_discounts, f.vat, f.products
      from payments p join payment_figures f on f.payment_id = 'c' || substr(p.id, 2)
      where p.business_id = ${DEMO_BUSINESS_IDS.ege}`);
    await db.execute(sql`vacuum analyze orders, payments, payment_figures`);
    for (const [n, name] of names.entries()) {
      const beside = await costOf(db, reads[name]!);
      expect(
        beside.map((s) => s.sql),
        name,
      ).toEqual(alone[n]!.map((s) => s.sql));
      // Boğaz's reads find Boğaz's rows: none of Ege's payments, nor a probe of Ege's orders.
      beside.forEach(({ sql, rows }, i) =>
        expect(rows, `${name}: ${sql}`).toBeLessThanOrEqual(alone[n]![i]!.rows + 2),
      );
    }
  });
});
