import { DEMO_BUSINESS_IDS, DEMO_CUSTOMER } from '../../src/db/seed/demo-ids.ts';
import { scanTable } from './diner.ts';
import { OWN_TABLE, type World } from './world.ts';

export type GuardedObjects = Awaited<ReturnType<typeof createGuardedObjects>>;

/**
 * What the authorization matrix is about: two orders of the demo customer at its own table (in
 * the table's sitting, ADR 042), a pending split request, a bill request, a waiter call and a
 * line; a friend who joined that sitting; and the texts that must never appear in an answer to
 * someone else.
 */
export async function createGuardedObjects(world: World) {
  const { app } = world;
  const splitOrder = await world.order();
  const billOrder = await world.order();
  const askBill = (orderId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/request-bill`,
      headers: world.customer,
      payload,
    });
  const split = await askBill(splitOrder.id, {
    isSplitBill: true,
    paymentMethod: 'cash',
    selectedItems: { [splitOrder.items[0]!.id]: 1 },
  });
  const bill = await askBill(billOrder.id, {});
  const call = await app.inject({
    method: 'POST',
    url: `/api/orders/${billOrder.id}/waiter/call`,
    headers: world.customer,
    payload: {},
  });
  for (const res of [split, bill, call]) if (res.statusCode !== 201) throw new Error(res.body);
  // A phone that joined the sitting by the printed code, signed out: the key alone; it puts a
  // line in the sitting's shared cart (ADR 043), which only it may change.
  const seated = await scanTable(app, {}, OWN_TABLE);
  const tableMate = await scanTable(app, {}, OWN_TABLE);
  const added = await app.inject({
    method: 'POST',
    url: '/api/tables/sessions/current/cart/lines',
    headers: seated,
    payload: { productId: world.cay.id, quantity: 1 },
  });
  if (added.statusCode !== 201) throw new Error(added.body);
  const cartLine = (added.json().data as { lines: { id: string }[] }).lines[0]!.id;
  const rowId = async (sql: string, orderId: string) =>
    (await world.db.$client.query<{ id: string }>(sql, [orderId])).rows[0]!.id;
  const ids = {
    order: splitOrder.id,
    item: splitOrder.items[0]!.id,
    splitRequest: await rowId(
      'SELECT id FROM split_bill_requests WHERE order_id = $1',
      splitOrder.id,
    ),
    billRequest: await rowId('SELECT id FROM bill_requests WHERE order_id = $1', billOrder.id),
    waiterCall: await rowId('SELECT id FROM waiter_calls WHERE order_id = $1', billOrder.id),
    cartLine,
    // Boğaz's open business day (gün sonu, ADR 077).
    day: (
      await world.db.$client.query<{ id: string }>(
        'INSERT INTO business_days (id, business_id, opening_float) VALUES (substr(md5(random()::text), 1, 24), $1, 50000) RETURNING id',
        [DEMO_BUSINESS_IDS.bogaz],
      )
    ).rows[0]!.id,
    // The demo customer's online payment of its order, its form open (issue 34, ADR 084).
    paymentIntent: (
      await world.db.$client.query<{ id: string }>(
        `INSERT INTO payment_intents (id, business_id, order_id, user_id, status, selection, amount, expires_at)
         SELECT substr(md5(random()::text), 1, 24), business_id, id, user_id, 'requires_action',
           '{"lines":{},"charges":[],"shares":[],"splitBillRequestId":null,"rest":true}', 100, now() + interval '15 minutes'
         FROM orders WHERE id = $1 RETURNING id`,
        [splitOrder.id],
      )
    ).rows[0]!.id,
    // A cash payment of the demo customer's other order, with a tip (issue 34: refunds).
    payment: await rowId(
      `INSERT INTO payments (id, order_id, business_id, amount, tip_amount, method)
       SELECT substr(md5(random()::text), 1, 24), id, business_id, 100, 10, 'cash' FROM orders WHERE id = $1 RETURNING id`,
      billOrder.id,
    ),
    // That payment's fiş, waiting for its number (issue 35 §4, ADR 093).
    fiscalRequest: await rowId(
      `INSERT INTO fiscal_requests (id, business_id, payment_id, order_id, table_id, kind, adapter, body, amount)
       SELECT substr(md5(random()::text), 1, 24), o.business_id, p.id, o.id, o.table_id, 'receipt', 'manual',
         '{"lines":[],"vatTotals":[],"paymentType":"cash","amount":100,"tip":10}', 100
       FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.order_id = $1 RETURNING id`,
      billOrder.id,
    ),
    // Boğaz's kitchen printer (issue 33).
    printer: (
      await world.db.$client.query<{ id: string }>(
        "INSERT INTO printers (id, business_id, name, host, stations) VALUES (substr(md5(random()::text), 1, 24), $1, 'Mutfak yazıcısı', '192.168.1.50', '{Mutfak}') RETURNING id",
        [DEMO_BUSINESS_IDS.bogaz],
      )
    ).rows[0]!.id,
  };
  /** What must never appear in an answer to an intruder. */
  const secrets = [
    ...Object.values(ids),
    billOrder.id,
    world.userId,
    DEMO_CUSTOMER.name,
    DEMO_CUSTOMER.email,
  ];

  return { splitOrder, billOrder, ids, secrets, seated, tableMate };
}
