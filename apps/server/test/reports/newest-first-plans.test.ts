import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_CUSTOMER } from '../../src/db/seed/demo-ids.ts';
import { seedHistory } from '../../src/db/seed/seed-history.ts';
import { listAuditEvents } from '../../src/domain/audit/list-audit-events.ts';
import { listUserOrders } from '../../src/domain/live-orders/list-user-orders.ts';
import { listStaffOrders } from '../../src/domain/staff/list-staff-orders.ts';
import type { Db } from '../../src/db/client.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';
import { nodesOf, planOf, rowsRead, statementsOf } from './plan-probe.ts';

/**
 * A newest-first page takes its rows from the index in order and stops at the page
 * (issue 37 §6, docs/decisions/123-the-open-day-reads-flat-on-a-year.md): on a venue with
 * HISTORY orders, each leaving an audit event, the first page of the diner's order history, of
 * the board's list
 * and of the audit trail reads about a page of rows (21: Index Scan, then an Incremental Sort of
 * the ties on id) and sorts none of the history. With Drizzle's `desc()` (NULLS FIRST, the
 * indexes keep NULLS LAST) each read and sorted all of it: Seq Scan, Sort, 3,000 rows.
 */
const HISTORY = 3_000;
const PAGE = 20;
const businessId = DEMO_BUSINESS_IDS.bogaz;

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
await db.execute(sql`analyze`);

const reads: Record<string, (db: Db) => Promise<unknown[]>> = {
  "the diner's order history": (db) => listUserOrders({ db, userId, filters: { limit: PAGE } }),
  "the board's list": (db) => listStaffOrders({ db, businessId, limit: PAGE }),
  'the audit trail': (db) => listAuditEvents({ db, businessId, before: undefined, limit: PAGE }),
};

describe(`newest-first pages on ${HISTORY} orders and audit events`, () => {
  it.each(Object.keys(reads))('%s reads a page, not the history', async (name) => {
    const read = reads[name]!;
    expect(await read(db)).toHaveLength(PAGE);
    // The page's own statement comes first; what follows loads the page's rows by id.
    const [page] = await statementsOf(db, read);
    const plan = await planOf(db, page!);
    const sorts = nodesOf(plan).filter((node) => node['Node Type'] === 'Sort');
    expect(sorts, page!.sql).toEqual([]);
    // Each joined row is one more row read; a page of PAGE stays far below the history.
    expect(rowsRead(plan), page!.sql).toBeLessThanOrEqual(5 * PAGE);
  });
});
