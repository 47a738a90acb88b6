import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { printers } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

/**
 * What one diner's order sends to PostgreSQL (issue 37 §7; the list with what each statement is
 * for: docs/performance.md, "What one order sends"). Counted at the pg client while the request
 * runs: each query is one round trip (pg sends parse, bind and execute at once) and, outside
 * `begin … commit`, its own transaction. What runs beside it on its own clock is left out by its
 * statements' texts: the outbox relay's pass, which publishes the order's news after the commit
 * and is shared by the orders committed before it (ADR 096), the adapter's NOTIFY per broadcast
 * and the print worker's poll. The business has no printer here, so nothing prints meanwhile.
 */
const ctx = await createOrderingApp();
const businessId = DEMO_BUSINESS_IDS.bogaz;
const cay = await ctx.product('bogaz', 'Çay');
const kofte = await ctx.product('bogaz', 'Izgara Köfte');
await ctx.db.delete(printers).where(eq(printers.businessId, businessId));

/** The relay's claim, release and deletes, the adapter's NOTIFY, the print worker's poll. */
const besideTheRequest =
  /^(with lock as \(select pg_try_advisory_lock|with published as \(delete from realtime_outbox|delete from realtime_outbox|select pg_notify|select distinct j\.printer_id)/i;
let sent: string[] | undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  const text = typeof first === 'string' ? first : (first as { text?: string }).text;
  const name = typeof first === 'object' ? (first as { name?: string }).name : undefined;
  if (sent && text !== undefined && !besideTheRequest.test(text.trim())) {
    sent.push(name ?? text.replace(/\s+/g, ' ').split(' ').slice(0, 3).join(' ').toLowerCase());
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
afterAll(() => {
  pg.Client.prototype.query = query;
});

/** Places an order and answers its status with the statements sent while its request ran. */
async function statementsOf(headers: Record<string, string>, tableId: string, key: string) {
  const mine: string[] = [];
  sent = mine;
  const response = await ctx.app
    .inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': key },
      payload: {
        businessId,
        tableId,
        personCount: 2,
        items: [
          { productId: cay.id, quantity: 2 },
          { productId: kofte.id, quantity: 1, selectedOptions: { Pişirme: ['Orta'] } },
        ],
      },
    })
    .finally(() => (sent = undefined));
  return { status: response.statusCode, sent: mine };
}

describe('the statements one order sends', () => {
  it('joining its sitting with the phone’s key: the context read and the write, no transaction', async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[1]!;
    const { headers } = await ctx.joinTable(tableId, ctx.headers);
    await statementsOf(headers, tableId, 'first-at-table-1');
    const second = await statementsOf(headers, tableId, 'second-at-table-1');
    expect(second).toEqual({ status: 201, sent: ['order_context', 'insert_new_order_claimed'] });
  });

  it('with the printed code at a table whose sitting is under way: the same two', async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[2]!;
    const token = await ctx.atTable(tableId);
    await statementsOf({ ...ctx.headers, ...token }, tableId, 'first-at-table-2');
    const second = await statementsOf({ ...ctx.headers, ...token }, tableId, 'second-at-table-2');
    expect(second).toEqual({ status: 201, sent: ['order_context', 'insert_new_order_claimed'] });
  });

  it("the table's first order starts its sitting in one transaction of seven statements", async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[4]!;
    const token = await ctx.atTable(tableId);
    const first = await statementsOf({ ...ctx.headers, ...token }, tableId, 'first-at-table-4');
    expect(first).toEqual({
      status: 201,
      sent: [
        'order_context',
        'begin',
        'select pg_advisory_xact_lock(hashtextextended($1, 0))',
        'select "id", "table_id",',
        'insert into "table_sessions"',
        'insert_new_order_claimed',
        'update "table_sessions" set',
        'commit',
      ],
    });
  });

  it('a repeat of a placed order: the context read, the write that finds its key, the stored answer', async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[1]!;
    const { headers } = await ctx.joinTable(tableId, ctx.headers);
    const repeat = await statementsOf(headers, tableId, 'second-at-table-1');
    expect(repeat).toEqual({
      status: 201,
      sent: ['order_context', 'insert_new_order_claimed', 'idempotency_read'],
    });
  });
});
