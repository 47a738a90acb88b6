import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, tableCartLines } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { serveOrder } from '../serve-order.ts';

// Issue 21 §2 (ADR 043): the diners of one sitting share one cart held by the server; each
// line shows who added it and only they change it; any of them places the order, once.
const ctx = await createLiveApp();
const { app, db } = ctx;
type Headers = Record<string, string>;
type Cart = {
  version: number;
  lines: {
    id: string;
    name: string;
    quantity: number;
    diner: { name: string | null; isMine: boolean };
  }[];
};

const CART = '/api/tables/sessions/current/cart';
const readCart = async (who: Headers) =>
  (await app.inject({ url: CART, headers: who })).json().data as Cart;
const add = (who: Headers, productId: string, quantity = 1, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: `${CART}/lines`,
    headers: who,
    payload: { productId, quantity, ...extra },
  });
const setQuantity = (who: Headers, lineId: string, quantity: number) =>
  app.inject({
    method: 'PATCH',
    url: `${CART}/lines/${lineId}`,
    headers: who,
    payload: { quantity },
  });
const remove = (who: Headers, lineId: string) =>
  app.inject({ method: 'DELETE', url: `${CART}/lines/${lineId}`, headers: who });
const order = (who: Headers, cartVersion: number, key?: string) =>
  app.inject({
    method: 'POST',
    url: `${CART}/order`,
    headers: { ...who, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { cartVersion, personCount: 2 },
  });

/** Two diners of one fresh sitting: Ayşe and Berk, signed in, each with the phone's key. */
async function twoDiners(table: number) {
  const tableId = DEMO_TABLE_IDS.bogaz[table]!;
  const ayse = await ctx.newCustomer('Ayşe Kaya');
  const berk = await ctx.newCustomer('Berk Can');
  const a = (await ctx.joinTable(tableId, ayse.headers)).headers;
  const b = (await ctx.joinTable(tableId, berk.headers)).headers;
  return { tableId, a, b, ayse, berk };
}

describe('the shared cart of a sitting', () => {
  it('names a diner without a name by their number, never as a person called Misafir (ADR 060)', async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[7]!;
    await ctx.newSitting(tableId);
    const first = await ctx.joinTable(tableId);
    const second = await ctx.joinTable(tableId);
    expect(second.sitting.me).toEqual({
      id: second.sitting.me.id,
      name: null,
      guestNumber: 2,
      isMe: true,
    });
    expect(second.sitting.diners.map((d) => [d.name, d.guestNumber])).toEqual([
      [null, 1],
      [null, 2],
    ]);
    expect((await add(second.headers, ctx.cay.id)).statusCode).toBe(201);
    const line = (await readCart(first.headers)).lines[0]!;
    expect(line.diner).toEqual({
      id: second.sitting.me.id,
      name: null,
      guestNumber: 2,
      isMine: false,
    });
  });

  it('shows every line with who added it; only its diner changes it', async () => {
    const { a, b } = await twoDiners(1);
    expect((await add(a, ctx.menemen.id)).statusCode).toBe(201);
    const added = await add(b, ctx.cay.id, 2);
    expect(added.statusCode, added.body).toBe(201);
    // A second Menemen of Ayşe's grows her line (001 §4).
    await add(a, ctx.menemen.id);
    const seenByBerk = await readCart(b);
    expect(seenByBerk.lines.map((l) => [l.name, l.quantity, l.diner.name, l.diner.isMine])).toEqual(
      [
        ['Menemen', 2, 'Ayşe', false],
        ['Çay', 2, 'Berk', true],
      ],
    );
    expect((await readCart(a)).lines.map((l) => l.diner.isMine)).toEqual([true, false]);

    const aysesLine = seenByBerk.lines[0]!.id;
    const refused = await setQuantity(b, aysesLine, 5);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('CART_LINE_NOT_YOURS');
    expect((await remove(b, aysesLine)).statusCode).toBe(403);
    expect((await setQuantity(a, aysesLine, 3)).json().data.lines[0].quantity).toBe(3);
    expect((await setQuantity(a, aysesLine, 0)).statusCode).toBe(400);
    expect((await setQuantity(a, '0123456789abcdef01234567', 1)).statusCode).toBe(404);
    expect((await add(a, ctx.haydari.id)).statusCode).toBe(400); // another business's product
    // Nobody outside the sitting reads or writes it.
    const stranger = await ctx.newCustomer('Yabancı');
    expect((await app.inject({ url: CART, headers: stranger.headers })).statusCode).toBe(403);
    expect((await add(stranger.headers, ctx.cay.id)).statusCode).toBe(403);
  });

  it('takes two diners changing their lines at the same moment, each change kept', async () => {
    const { a, b } = await twoDiners(2);
    const mine = (await add(a, ctx.menemen.id)).json().data.lines[0].id as string;
    const before = (await readCart(a)).version;
    const answers = await Promise.all([
      setQuantity(a, mine, 4),
      add(a, ctx.cay.id, 2),
      add(b, ctx.cay.id, 3),
      add(b, ctx.menemen.id, 1, { notes: 'Acısız' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201, 201, 201]);
    const after = await readCart(a);
    expect(after.version).toBe(before + 4);
    expect(after.lines.map((l) => `${l.diner.name} ${l.name} ×${l.quantity}`).sort()).toEqual([
      'Ayşe Menemen ×4',
      'Ayşe Çay ×2',
      'Berk Menemen ×1',
      'Berk Çay ×3',
    ]);
  });

  it('two diners confirming at once place one order with every line, each remembering its diner', async () => {
    const { a, b, ayse, berk } = await twoDiners(3);
    await add(a, ctx.menemen.id, 2);
    await add(b, ctx.cay.id, 3);
    const { version } = await readCart(a);
    const [first, second] = await Promise.all([
      order(a, version, 'tap-a-1'),
      order(b, version, 'tap-b-1'),
    ]);
    const codes = [first!.statusCode, second!.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const won = first!.statusCode === 201 ? first! : second!;
    const lost = won === first ? second! : first!;
    expect(['CART_EMPTY', 'CART_CHANGED']).toContain(lost.json().error);
    const placed = won.json().data as {
      id: string;
      userId: string;
      tableSessionId: string;
      items: unknown[];
    };
    expect([ayse.id, berk.id]).toContain(placed.userId);
    expect(placed.items).toHaveLength(2);

    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.tableSessionId, placed.tableSessionId));
    expect(rows).toHaveLength(1);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    const byName = Object.fromEntries(lines.map((l) => [l.name, l.dinerId]));
    const cartDiners = await app.inject({ url: '/api/tables/sessions/current', headers: a });
    const names = Object.fromEntries(
      (cartDiners.json().data.diners as { id: string; name: string }[]).map((d) => [d.name, d.id]),
    );
    expect(byName).toEqual({ Menemen: names['Ayşe'], Çay: names['Berk'] });
    expect(
      await db.$count(tableCartLines, eq(tableCartLines.tableSessionId, placed.tableSessionId)),
    ).toBe(0);
    expect((await readCart(b)).lines).toEqual([]);

    // The same tap again (same Idempotency-Key) answers the same order; nothing more is written.
    const winner = won === first ? a : b;
    const repeat = await order(winner, version, won === first ? 'tap-a-1' : 'tap-b-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().data.id).toBe(placed.id);
    expect(await db.$count(orders, eq(orders.tableSessionId, placed.tableSessionId))).toBe(1);

    // "Pay my items": each diner's lines of the bill are theirs, named.
    const billOf = async (who: Headers) =>
      (await app.inject({ url: `/api/orders/${placed.id}/bill`, headers: who })).json().data
        .items as {
        name: string;
        dinerName: string;
        isMine: boolean;
      }[];
    expect((await billOf(a)).map((i) => [i.name, i.dinerName, i.isMine])).toEqual([
      ['Menemen', 'Ayşe', true],
      ['Çay', 'Berk', false],
    ]);
    expect((await billOf(b)).map((i) => i.isMine)).toEqual([false, true]);
  });

  it("carries every diner's allergy note to the staff, but shows the placer only their own (ADR 045, issue 28 §3)", async () => {
    const { a, b, berk } = await twoDiners(5);
    expect((await add(a, ctx.menemen.id, 1, { avoidedAllergens: ['peanuts'] })).statusCode).toBe(
      201,
    );
    expect((await add(b, ctx.cay.id, 1, { avoidedAllergens: ['gluten'] })).statusCode).toBe(201);
    expect((await add(a, ctx.cay.id, 1, { avoidedAllergens: ['fish'] })).statusCode).toBe(201);
    const bad = await add(b, ctx.cay.id, 1, { avoidedAllergens: ['fıstık'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    // Berk, who avoids gluten and milk, places the table's order.
    const placed = await app.inject({
      method: 'POST',
      url: `${CART}/order`,
      headers: b,
      payload: {
        cartVersion: (await readCart(b)).version,
        personCount: 2,
        avoidedAllergens: ['gluten', 'milk'],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as string;
    const berksOwn = ['gluten', 'milk'];
    const everyones = ['gluten', 'fish', 'peanuts', 'milk'];

    // Berk reads his own note only, wherever he reads the order.
    expect(placed.json().data.avoidedAllergens).toEqual(berksOwn);
    const noteIn = (res: { json: () => { data: unknown } }) => {
      const data = res.json().data as { id: string; avoidedAllergens: string[] }[] | object;
      const list = Array.isArray(data) ? data : [data];
      return list.find((o) => o.id === id)?.avoidedAllergens;
    };
    const bogaz = DEMO_BUSINESS_IDS.bogaz;
    for (const url of [`/api/orders/${id}?businessId=${bogaz}`, '/api/orders/user']) {
      const res = await app.inject({ url, headers: berk.headers });
      expect(noteIn(res), `${url}: ${res.body}`).toEqual(berksOwn);
    }
    const tableOrders = (who: Headers) =>
      app.inject({ url: `/api/orders/active/${DEMO_TABLE_IDS.bogaz[5]}`, headers: who });
    expect(noteIn(await tableOrders(b))).toEqual(berksOwn);
    // Ayşe sees the order at the table, without anyone's note, her own included.
    expect(noteIn(await tableOrders(a))).toEqual([]);

    // The staff read everyone's: the kitchen must know of Ayşe's peanuts.
    const staff = await ctx.staffHeaders('bogaz');
    const one = await app.inject({ url: `/api/staff/orders/${id}`, headers: staff });
    expect(noteIn(one), one.body).toEqual(everyones);
    const board = await app.inject({ url: '/api/staff/orders', headers: staff });
    expect(noteIn(board), board.body).toEqual(everyones);
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      avoidedAllergens: berksOwn,
      partyAvoidedAllergens: ['fish', 'peanuts'],
    });
  });

  it('refuses an empty cart, a version the diner did not see, a signed-out phone and an ended sitting', async () => {
    const { a, b, tableId } = await twoDiners(4);
    expect((await order(a, 0)).json().error).toBe('CART_EMPTY');
    await add(a, ctx.menemen.id);
    const seen = (await readCart(a)).version;
    await add(b, ctx.cay.id); // Berk adds while Ayşe looks at the cart
    const stale = await order(a, seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('CART_CHANGED');
    const keyOnly = { 'x-table-session-key': a['x-table-session-key']! };
    expect((await order(keyOnly, seen + 1)).statusCode).toBe(401);
    const placed = await order(a, seen + 1);
    expect(placed.statusCode, placed.body).toBe(201);
    await serveOrder(app, await ctx.staffHeaders('bogaz'), placed.json().data.id);
    await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${placed.json().data.id}/payments`,
      headers: await ctx.staffHeaders('bogaz'),
      payload: { method: 'cash' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${tableId}/clear`,
      headers: await ctx.staffHeaders('bogaz'),
    });
    const ended = await add(a, ctx.cay.id);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error).toBe('TABLE_SESSION_ENDED');
  });

  it('a diner who joined without an account pays her own lines as the guest the app makes her (ADR 055)', async () => {
    const tableId = DEMO_TABLE_IDS.bogaz[6]!;
    const berk = await ctx.newCustomer('Berk Can');
    const b = (await ctx.joinTable(tableId, berk.headers)).headers;
    // Selin only scanned the code: a key, no account.
    const selin = (await ctx.joinTable(tableId)).headers;
    expect((await add(selin, ctx.menemen.id)).statusCode).toBe(201);
    await add(b, ctx.cay.id, 2);
    const placed = await order(b, (await readCart(b)).version);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as string;
    const bill = (who: Headers) => app.inject({ url: `/api/orders/${orderId}/bill`, headers: who });

    // The bill is an account's call: with the key alone, 401.
    expect((await bill(selin)).statusCode).toBe(401);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/users/customer/guest',
      payload: {},
    });
    expect(guest.statusCode).toBe(201);
    const asGuest = { ...selin, authorization: `Bearer ${guest.json().data.token as string}` };
    const items = (await bill(asGuest)).json().data.items as {
      id: string;
      name: string;
      isMine: boolean;
    }[];
    expect(items.map((i) => [i.name, i.isMine])).toEqual([
      ['Menemen', true],
      ['Çay', false],
    ]);
    const mine = items.find((i) => i.isMine)!;
    const asked = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/request-bill`,
      headers: asGuest,
      payload: { isSplitBill: true, paymentMethod: 'cash', selectedItems: { [mine.id]: 1 } },
    });
    expect(asked.statusCode, asked.body).toBe(201);
  });
});
