import { MAX_PENDING_ORDERS_PER_TABLE } from '@masa/core/orders/order-limits';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tableSessions } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { ORDER_CONTEXT_SQL } from '../../src/domain/orders/load-order-context.ts';
import { sessionKeyHash } from '../../src/domain/table-sessions/session-key.ts';
import { idleSince, sessionIsLive } from '../../src/domain/table-sessions/session-liveness.ts';
import { createOrderingApp } from './ordering-fixture.ts';

/**
 * Placing an order must not read the other orders (issue 22): the bench found the order's
 * context query reading every order to ask whether a sitting had an open one, so each order
 * cost more than the one before. Here the business has 2,000 open orders of other sittings
 * (a long evening's worth, copied from one placed through the API), and PostgreSQL's own count
 * of the rows each read touched (EXPLAIN ANALYZE) must stay near the few it needs: the table's
 * orders waiting for the staff are counted only up to the cap (ADR 053). The same holds when
 * the sitting itself has hundreds of orders: its party is its first order's count, read from
 * the first entry of the sitting's index in the order they were placed (ADR 119).
 */
const ctx = await createOrderingApp();
const cay = await ctx.product('bogaz', 'Çay');
const tableId = DEMO_TABLE_IDS.bogaz[6]!;
const businessId = DEMO_BUSINESS_IDS.bogaz;
const { headers: diner, sitting } = await ctx.joinTable(tableId, ctx.headers);
const placed = await ctx.app.inject({
  method: 'POST',
  url: '/api/orders',
  headers: { ...diner, 'idempotency-key': 'plans-1' },
  payload: { businessId, tableId, personCount: 1, items: [{ productId: cay.id, quantity: 1 }] },
});
const OTHER_ORDERS = 2_000;
const SITTING_ORDERS = 400;
/** The context read's parameters for the Çay at this table, with a printed code or a key. */
const contextParams = (key: string | null) => [
  businessId,
  tableId,
  ctx.userId,
  `{${cay.id}}`,
  sessionKeyHash(key),
  idleSince(new Date()).toISOString(),
  null,
  MAX_PENDING_ORDERS_PER_TABLE,
];
type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** How many rows of `orders` the statement touched, by PostgreSQL's own count. */
async function orderRowsRead(sql: string, params: unknown[]): Promise<number> {
  const client = await ctx.db.$client.connect();
  try {
    await client.query(`prepare probe as ${sql}`);
    const args = params.map((p) => (p === null ? 'null' : client.escapeLiteral(String(p))));
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (analyze, format json) execute probe(${args.join(', ')})`,
    );
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan)
      .filter((n) => n['Relation Name'] === 'orders')
      .reduce(
        (sum, n) =>
          sum +
          ((n['Actual Rows'] ?? 0) +
            (n['Rows Removed by Filter'] ?? 0) +
            (n['Rows Removed by Index Recheck'] ?? 0)) *
            (n['Actual Loops'] ?? 1),
        0,
      );
  } finally {
    await client.query('deallocate all');
    client.release();
  }
}

describe('placing an order reads none of the other orders', () => {
  it('has a sitting with an order, among 2,000 open orders of other sittings', async () => {
    expect(placed.statusCode).toBe(201);
    const client = await ctx.db.$client.connect();
    try {
      await client.query('begin');
      const { id } = (placed.json() as { data: { id: string } }).data;
      await client.query(
        `create temp table copies on commit drop as select * from orders where id = $1`,
        [id],
      );
      await client.query(
        `insert into orders select (c).* from (
           select (jsonb_populate_record(c, jsonb_build_object(
             'id', lpad(to_hex(g), 24, '0'), 'order_number', 100000 + g, 'table_session_id', null))) as c
           from copies c, generate_series(1, $1) g) s`,
        [OTHER_ORDERS],
      );
      await client.query('commit');
      await client.query('analyze orders');
    } finally {
      client.release();
    }
  });

  it("reads the order's context touching at most a few orders, from a printed code or a sitting's key", async () => {
    expect(await orderRowsRead(ORDER_CONTEXT_SQL, contextParams(null))).toBeLessThan(10);
    expect(
      await orderRowsRead(ORDER_CONTEXT_SQL, contextParams(diner['x-table-session-key'])),
    ).toBeLessThan(10);
  });

  it('reads the party of a sitting of 400 orders from its first entry, not a sort of them (ADR 119)', async () => {
    const { id } = (placed.json() as { data: { id: string } }).data;
    // Later rounds of the same sitting, each placed a second after the one before.
    await ctx.db.$client.query(
      `insert into orders select (c).* from (
         select (jsonb_populate_record(o, jsonb_build_object(
           'id', lpad(to_hex(200000 + g), 24, '0'), 'order_number', 200000 + g,
           'created_at', o.created_at + g * interval '1 second'))) as c
         from orders o, generate_series(1, $2) g where o.id = $1) s`,
      [id, SITTING_ORDERS],
    );
    await ctx.db.$client.query('analyze orders');
    const key = diner['x-table-session-key'];
    expect(await orderRowsRead(ORDER_CONTEXT_SQL, contextParams(null))).toBeLessThan(10);
    expect(await orderRowsRead(ORDER_CONTEXT_SQL, contextParams(key))).toBeLessThan(10);
  });

  it('asks whether a sitting still lasts touching at most a few orders', async () => {
    // A sitting idle for an hour: only its open order keeps it, so the orders are asked.
    await ctx.db
      .update(tableSessions)
      .set({ lastActivityAt: new Date(Date.now() - 3_600_000) })
      .where(eq(tableSessions.id, sitting.sessionId));
    const query = ctx.db
      .select({ id: tableSessions.id })
      .from(tableSessions)
      .where(and(eq(tableSessions.id, sitting.sessionId), sessionIsLive(new Date())))
      .toSQL();
    expect(await orderRowsRead(query.sql, query.params)).toBeLessThan(10);
  });
});
