import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createDb } from '../src/db/client.ts';
import { linkOrder, placeOrder, scanTable, type Headers, type TableRef } from './support/diner.ts';
import { recordFigure } from './support/figures.ts';
import { createWorld } from './support/world.ts';

// Part 4 of docs/reliability.md: many requests on the same rows at the same moment, on one app
// and on two apps sharing the database (as two server processes behind a load balancer: the
// multi-node setup of test/live-orders/two-nodes.test.ts). Every request has its own
// transaction on its own pooled connection, so the database sees them interleaved.

const world = await createWorld();
const nodeA = world.app;
// Node B has its own connection pool, as a second process would.
const poolB = createDb(world.url, { max: 10 });
const nodeB = await buildApp({ config: world.config, db: poolB });
await nodeB.ready();
afterAll(async () => {
  await nodeB.close();
  await poolB.$client.end();
});

type Nodes = { name: string; pick: (i: number) => App };
const ONE_NODE: Nodes = { name: 'one node', pick: () => nodeA };
const TWO_NODES: Nodes = { name: 'two nodes', pick: (i) => (i % 2 ? nodeB : nodeA) };

let nextTable = 0;
/** A fresh table of the first demo business for each scenario: sessions never mix. */
const freshTable = (): TableRef => ({ slug: 'bogaz', table: nextTable++ });

/** `count` customers who scanned the table's QR code: friends in its sitting, with their keys. */
const friendsAt = (at: TableRef, count: number): Promise<Headers[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const friend = await world.newCustomer(`Arkadaş ${i}`);
      return scanTable(nodeA, friend.headers, at);
    }),
  );

/** Units of each line held by pending or approved split requests, read from the database. */
async function unitsHeld(orderId: string) {
  const { rows } = await world.db.$client.query<{ id: string; quantity: number; held: number }>(
    `SELECT i.id, i.quantity, COALESCE(SUM(ri.quantity) FILTER (WHERE r.status IN ('pending', 'approved')), 0)::int AS held
       FROM order_items i
       LEFT JOIN split_bill_request_items ri ON ri.order_item_id = i.id
       LEFT JOIN split_bill_requests r ON r.id = ri.request_id
      WHERE i.order_id = $1
      GROUP BY i.id, i.quantity`,
    [orderId],
  );
  return rows;
}

async function orderAt(at: TableRef, lines: { productId: string; quantity: number }[]) {
  const res = await placeOrder(nodeA, world.customer, at, lines);
  if (res.statusCode !== 201) throw new Error(res.body);
  const order = res.json().data as {
    id: string;
    items: { id: string; quantity: number; lineTotal: number }[];
  };
  await linkOrder(nodeA, world.customer, at, order.id);
  return order;
}

/** Each diner asks at once for a split of the order paid in cash: `choice(i)` is what diner i picks. */
const splitsAtOnce = (
  nodes: Nodes,
  orderId: string,
  diners: Headers[],
  choice: (i: number) => object,
) =>
  Promise.all(
    diners.map((who, i) =>
      nodes.pick(i).inject({
        method: 'POST',
        url: `/api/orders/${orderId}/request-bill`,
        headers: who,
        payload: { isSplitBill: true, paymentMethod: 'cash', ...choice(i) },
      }),
    ),
  );

/** 50 diners of one table split the same two lines at once, each asking for 1–3 units of each. */
async function fiftySplits(nodes: Nodes) {
  const at = freshTable();
  const order = await orderAt(at, [
    { productId: world.menemen.id, quantity: 4 },
    { productId: world.cay.id, quantity: 6 },
  ]);
  const diners = await friendsAt(at, 50);
  const answers = await splitsAtOnce(nodes, order.id, diners, (i) => ({
    selectedItems: { [order.items[0]!.id]: 1 + (i % 2), [order.items[1]!.id]: 1 + (i % 3) },
  }));
  const held = await unitsHeld(order.id);
  const codes = answers.map((a) => a.statusCode);
  return {
    granted: codes.filter((c) => c === 201).length,
    refused: codes.filter((c) => c === 409).length,
    other: codes.filter((c) => c !== 201 && c !== 409),
    overAllocated: held.filter((line) => line.held > line.quantity),
    held: held.reduce((sum, line) => sum + line.held, 0),
    exists: held.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** 50 diners each ask for 1 of a line of 3 units: exactly three must win, on any node. */
async function fiftyForThree(nodes: Nodes) {
  const at = freshTable();
  const order = await orderAt(at, [{ productId: world.menemen.id, quantity: 3 }]);
  const diners = await friendsAt(at, 50);
  const answers = await splitsAtOnce(nodes, order.id, diners, () => ({
    selectedItems: { [order.items[0]!.id]: 1 },
  }));
  return answers.map((a) => a.statusCode).sort();
}

/**
 * 50 diners asking at once for a share of one line, each sharing it among three (ADR 048):
 * the first to hold the order's lock shares it, two more take the shares left, the rest are
 * refused. The shares held are 1, 2 and 3 of 3, and their amounts add up to the line.
 */
async function fiftyForAShare(nodes: Nodes) {
  const at = freshTable();
  const order = await orderAt(at, [{ productId: world.menemen.id, quantity: 1 }]);
  const line = order.items[0]!;
  const diners = await friendsAt(at, 50);
  const answers = await splitsAtOnce(nodes, order.id, diners, () => ({
    tipPercentage: 0,
    selectedShares: { [line.id]: 3 },
  }));
  const { rows } = await world.db.$client.query<{ index: number; amount: number }>(
    `SELECT s.share_index AS index, r.amount FROM split_bill_request_shares s
       JOIN split_bill_requests r ON r.id = s.request_id WHERE s.order_item_id = $1
       ORDER BY s.share_index`,
    [line.id],
  );
  return {
    codes: answers.map((a) => a.statusCode).sort(),
    shares: rows.map((r) => r.index),
    sum: rows.reduce((total, r) => total + Number(r.amount), 0),
    lineTotal: line.lineTotal,
  };
}

/** The same order sent 20 times at once with one Idempotency-Key. */
async function twentyDoubleTaps(nodes: Nodes, key: string) {
  const at = freshTable();
  const customer = await world.newCustomer('Çift Tık');
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      placeOrder(
        nodes.pick(i),
        customer.headers,
        at,
        [{ productId: world.cay.id, quantity: 2 }],
        key,
      ),
    ),
  );
  const { rows } = await world.db.$client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE user_id = $1',
    [customer.id],
  );
  return {
    codes: answers.map((a) => a.statusCode),
    bodies: new Set(answers.map((a) => a.body)).size,
    orders: rows[0]!.n,
  };
}

/**
 * Ten diners of one sitting, each with a line in the shared cart (ADR 043), confirm its order
 * at the same moment, each with its own Idempotency-Key: one order, with every line.
 */
async function tenConfirmations(nodes: Nodes) {
  const at = freshTable();
  const diners = await Promise.all(
    Array.from({ length: 10 }, async (_, i) =>
      scanTable(nodeA, (await world.newCustomer(`Masa ${i}`)).headers, at),
    ),
  );
  for (const who of diners) {
    const added = await nodeA.inject({
      method: 'POST',
      url: '/api/tables/sessions/current/cart/lines',
      headers: who,
      payload: { productId: world.cay.id, quantity: 1 },
    });
    if (added.statusCode !== 201) throw new Error(added.body);
  }
  const cart = (
    await nodeA.inject({ url: '/api/tables/sessions/current/cart', headers: diners[0]! })
  ).json().data as { sessionId: string; version: number };
  const answers = await Promise.all(
    diners.map((who, i) =>
      nodes.pick(i).inject({
        method: 'POST',
        url: '/api/tables/sessions/current/cart/order',
        headers: { ...who, 'idempotency-key': `confirm-${nodes.name.replace(' ', '-')}-${i}` },
        payload: { cartVersion: cart.version, personCount: 2 },
      }),
    ),
  );
  const { rows } = await world.db.$client.query<{ orders: number; lines: number }>(
    `SELECT count(DISTINCT o.id)::int AS orders, count(i.id)::int AS lines
       FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.table_session_id = $1`,
    [cart.sessionId],
  );
  return { codes: answers.map((a) => a.statusCode).sort(), ...rows[0]! };
}

describe('concurrency on one node and on two nodes sharing the database', () => {
  for (const nodes of [ONE_NODE, TWO_NODES]) {
    it(`${nodes.name}: 50 parallel split requests over the same lines never hold more than exists`, async () => {
      const run = await fiftySplits(nodes);
      recordFigure({
        part: 'concurrency',
        check: `${nodes.name}: parallel split requests over 2 lines (10 units)`,
        count: 50,
        result: `${run.granted} granted, ${run.refused} × 409; ${run.held}/${run.exists} units held, ${run.overAllocated.length} lines over`,
      });
      expect(run.other).toEqual([]);
      expect(run.overAllocated).toEqual([]);
      expect(run.granted).toBeGreaterThan(0);
      expect(run.held).toBeLessThanOrEqual(run.exists);
    });

    it(`${nodes.name}: 50 diners asking for 1 of 3 units: exactly 3 get it`, async () => {
      const codes = await fiftyForThree(nodes);
      recordFigure({
        part: 'concurrency',
        check: `${nodes.name}: parallel 1-unit splits of a 3-unit line`,
        count: 50,
        result: `${codes.filter((c) => c === 201).length} × 201, ${codes.filter((c) => c === 409).length} × 409`,
      });
      expect(codes).toEqual([...Array(3).fill(201), ...Array(47).fill(409)]);
    });

    it(`${nodes.name}: 50 diners asking for a share of a line shared in three: exactly 3 get one`, async () => {
      const run = await fiftyForAShare(nodes);
      recordFigure({
        part: 'concurrency',
        check: `${nodes.name}: parallel shares of one line, each sharing it in three`,
        count: 50,
        result: `${run.codes.filter((c) => c === 201).length} × 201, ${run.codes.filter((c) => c === 409).length} × 409; shares ${run.shares.join(', ')} of 3 held, ${run.sum} of ${run.lineTotal} kuruş`,
      });
      expect(run.codes).toEqual([...Array(3).fill(201), ...Array(47).fill(409)]);
      expect(run.shares).toEqual([1, 2, 3]);
      expect(run.sum).toBe(run.lineTotal);
    });

    it(`${nodes.name}: 20 parallel identical orders with one Idempotency-Key make one order`, async () => {
      const run = await twentyDoubleTaps(nodes, `double-tap-${nodes.name.replace(' ', '-')}`);
      recordFigure({
        part: 'concurrency',
        check: `${nodes.name}: parallel identical orders, one Idempotency-Key`,
        count: 20,
        result: `${run.codes.filter((c) => c === 201).length} × 201, ${run.bodies} distinct answer, ${run.orders} order in the database`,
      });
      expect(run.codes).toEqual(Array(20).fill(201));
      expect(run.bodies).toBe(1);
      expect(run.orders).toBe(1);
    });

    it(`${nodes.name}: 10 diners confirming one shared cart at once place one order`, async () => {
      const run = await tenConfirmations(nodes);
      recordFigure({
        part: 'concurrency',
        check: `${nodes.name}: parallel confirmations of one shared cart (10 lines)`,
        count: 10,
        result: `${run.codes.filter((c) => c === 201).length} × 201, ${run.codes.filter((c) => c === 409).length} × 409; ${run.orders} order with ${run.lines} lines`,
      });
      expect(run.codes).toEqual([201, ...Array(9).fill(409)]);
      expect(run).toMatchObject({ orders: 1, lines: 10 });
    });
  }
});
