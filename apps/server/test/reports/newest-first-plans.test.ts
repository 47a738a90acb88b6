import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_CUSTOMER } from '../../src/db/seed/demo-ids.ts';
import { seedHistory } from '../../src/db/seed/seed-history.ts';
import { listAuditEvents } from '../../src/domain/audit/list-audit-events.ts';
import { listUserOrders } from '../../src/domain/live-orders/list-user-orders.ts';
import { listReviews } from '../../src/domain/reviews/list-reviews.ts';
import { listWaiterCalls } from '../../src/domain/staff/list-waiter-calls.ts';
import { listStaffOrders } from '../../src/domain/staff/list-staff-orders.ts';
import type { Db } from '../../src/db/client.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';
import { nodesOf, planOf, rowsRead, statementsOf } from './plan-probe.ts';

/**
 * A newest-first page takes its rows from the index in order and stops at the page
 * (issue 37 §6, docs/decisions/123-the-open-day-reads-flat-on-a-year.md): on a venue with
 * HISTORY orders, each leaving an audit event, a review and a waiter call, the first page of the
 * diner's order history, of the board's list, of the audit trail, of the venue's reviews and of
 * the staff's waiter calls reads about a page of rows (21: Index Scan, then an Incremental Sort
 * of the ties on id) and sorts none of the history. With Drizzle's `desc()` (NULLS FIRST, the
 * indexes keep NULLS LAST) each read and sorted all of it: Seq Scan, Sort, 3,000 rows. So did
 * the reviews joined through coalesce(...) before their page was taken first, and the waiter
 * calls before an index by business and time (migration 0038).
 */
const HISTORY = 3_000;
const PAGE = 20;
const businessId = DEMO_BUSINESS_IDS.bogaz;
/**
 * The venue's own few rows and the demo's diners, the same whatever the history: the planner may
 * read one whole instead of probing it per row, which says nothing about the history.
 */
const FIXED = new Set([
  'businesses',
  'tables',
  'categories',
  'products',
  'staff_accounts',
  'users',
]);

const { db } = await createOrderingApp();
await seedHistory(db, businessId, { orders: HISTORY, days: 30, linesPerOrder: 1 });
const [diner] = (
  await db.execute<{ id: string }>(sql`select id from users where email = ${DEMO_CUSTOMER.email}`)
).rows;
const userId = diner!.id;
await db.execute(sql`update orders set user_id = ${userId} where business_id = ${businessId}`);
await db.execute(sql`
  insert into audit_events (id, business_id, staff_name, action, subject_id, created_at)
  select 'a' || substr(id, 2), business_id, 'Ayşe', 'order.cancelled', id, created_at
  from orders where business_id = ${businessId}`);
await db.execute(sql`
  insert into reviews (id, business_id, user_id, order_id, rating, comment, created_at, updated_at)
  select 'e' || substr(id, 2), business_id, ${userId}, id, 5, '', created_at, created_at
  from orders where business_id = ${businessId}`);
await db.execute(sql`
  insert into waiter_calls (id, order_id, business_id, table_id, status, created_at, updated_at)
  select 'f' || substr(id, 2), id, business_id, table_id, 'resolved', created_at, created_at
  from orders where business_id = ${businessId}`);
await db.execute(sql`analyze`);

const reads: Record<string, (db: Db) => Promise<unknown[]>> = {
  "the diner's order history": (db) => listUserOrders({ db, userId, filters: { limit: PAGE } }),
  "the board's list": (db) => listStaffOrders({ db, businessId, limit: PAGE }),
  'the audit trail': (db) => listAuditEvents({ db, businessId, before: undefined, limit: PAGE }),
  "the venue's reviews": (db) => listReviews({ db, filter: { businessId }, limit: PAGE }),
  "the staff's waiter calls": (db) => listWaiterCalls({ db, businessId, limit: PAGE }),
};

describe(`newest-first pages on ${HISTORY} orders, audit events, reviews and waiter calls`, () => {
  it.each(Object.keys(reads))('%s reads a page, not the history', async (name) => {
    const read = reads[name]!;
    expect(await read(db)).toHaveLength(PAGE);
    // The page's own statement comes first: it sorts none of the history. What follows loads
    // the page's rows by id, a page of probes (the reviews' names once hashed every review).
    const [page, ...byId] = await statementsOf(db, read);
    const plan = await planOf(db, page!);
    const sorts = nodesOf(plan).filter((node) => node['Node Type'] === 'Sort');
    expect(sorts, page!.sql).toEqual([]);
    for (const statement of [page!, ...byId]) {
      // Each joined row is one more row read; a page of PAGE stays far below the history.
      expect(rowsRead(await planOf(db, statement), FIXED), statement.sql).toBeLessThanOrEqual(
        5 * PAGE,
      );
    }
  });
});
