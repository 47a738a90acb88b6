import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { testClock } from '../test-clock.ts';
import { createLiveApp } from './live-fixture.ts';
import { moveOrder } from '../serve-order.ts';

// Windows of 1 min × 0.05 = 3 s and 5 min × 0.05 = 15 s; the app's clock is the test's, moved
// past a window instead of sleeping through it (ADR 095).
const clock = testClock();
const ctx = await createLiveApp({ EDIT_WINDOW_SCALE: '0.05' }, clock);
const { app, db, headers } = ctx;

const put = (orderId: string, path: string, payload?: object) =>
  app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${path}`, headers, payload });
const editStatus = async (orderId: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${orderId}/edit-status`, headers })).json()
    .data;
/** An order whose window stays open for this test, however slow the machine is. */
const openOrder = async () => {
  // A party of its own, charged its kuver (ADR 054).
  await ctx.newSitting(DEMO_TABLE_IDS.bogaz[3]!);
  const order = await ctx.placeOrder();
  await db
    .update(orders)
    .set({ editableUntil: new Date(Date.now() + 60_000) })
    .where(eq(orders.id, order.id));
  return order;
};
/** The window a save gave: editableUntil less the moment of the save (updatedAt). */
const windowMs = (order: { editableUntil: string; updatedAt: string }) =>
  new Date(order.editableUntil).getTime() - new Date(order.updatedAt).getTime();

describe('edit window (001 §4)', () => {
  it('opens with the order, counts down and refuses an edit once expired', async () => {
    const placed = await ctx.placeOrder();
    // A new order has pending lines: 1 minute (× 0.05) from its creation.
    expect(new Date(placed.editableUntil!).getTime() - new Date(placed.createdAt).getTime()).toBe(
      3000,
    );
    const order = await openOrder();
    const status = await editStatus(order.id);
    expect(status).toMatchObject({ canEdit: true, hasPendingItems: true, isConfirmed: false });
    expect(status.remainingSeconds).toBeGreaterThan(50);

    await db
      .update(orders)
      .set({ editableUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await editStatus(order.id)).toMatchObject({ canEdit: false, remainingSeconds: 0 });
    const res = await put(order.id, 'update-items', {
      items: [{ productId: ctx.menemen.id, quantity: 3 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'EDIT_WINDOW_EXPIRED',
      message: 'Düzenleme süresi dolmuş',
    });
  });

  it('expires by itself after the scaled window', async () => {
    const order = await ctx.placeOrder();
    clock.advance(3200);
    const res = await put(order.id, 'update-items', {
      items: [{ productId: ctx.cay.id, quantity: 1 }],
    });
    expect(res.json().message).toBe('Düzenleme süresi dolmuş');
    expect(res.statusCode).toBe(409);
  });

  it('saves the full new list, reprices it and renews the window (1 min with pending items)', async () => {
    const order = await openOrder();
    const [menemenLine, cayLine] = order.items;
    const res = await put(order.id, 'update-items', {
      items: [
        { id: menemenLine!.id, quantity: 2, notes: 'Az tuzlu' },
        { productId: ctx.menemen.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Düzenleme süreniz yenilendi.');
    const updated = res.json().data;
    expect(
      updated.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
    ).toEqual([
      ['Menemen', 2],
      ['Menemen', 1],
    ]);
    expect(updated.items[0].notes).toBe('Az tuzlu');
    expect(updated.items.some((i: { id: string }) => i.id === cayLine!.id)).toBe(false);
    expect(updated.subtotal).toBe(3 * ctx.menemen.price);
    // The per-person cover charge (Kuver, 50 TL) stays with the order.
    expect(updated.total).toBe(3 * ctx.menemen.price + 50_00);
    expect(windowMs(updated)).toBe(60_000 * 0.05);
  });

  it('renews for 5 minutes (scaled) when no line is pending any more', async () => {
    const order = await openOrder();
    const staff = await ctx.staffHeaders('bogaz');
    await moveOrder(app, staff, order.id, { status: 'received' });
    const res = await put(order.id, 'update-items', {
      items: order.items.map((item) => ({ id: item.id, quantity: item.quantity })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(windowMs(res.json().data)).toBe(5 * 60_000 * 0.05);
  });

  it('refuses an empty list and a quantity below 1 with the spec messages', async () => {
    const order = await openOrder();
    const empty = await put(order.id, 'update-items', { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Sipariş en az bir ürün içermelidir');
    const zero = await put(order.id, 'update-items', {
      items: [{ productId: ctx.cay.id, quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Adet en az 1 olmalıdır');
  });

  it('refuses to change a line the kitchen has started', async () => {
    const order = await openOrder();
    const staff = await ctx.staffHeaders('bogaz');
    await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/items/${order.items[0]!.id}/status`,
      headers: staff,
      payload: { status: 'preparing' },
    });
    const res = await put(order.id, 'update-items', {
      items: [{ productId: ctx.cay.id, quantity: 2 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Menemen hazırlanmaya başlandı, değiştirilemez');
  });

  it('refuses to change a line asked for in a split or paid for, and keeps what was paid (ADR 027)', async () => {
    const order = await openOrder();
    const [menemenLine, cayLine] = order.items;
    const split = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/request-bill`,
      headers,
      payload: { isSplitBill: true, paymentMethod: 'cash', selectedItems: { [cayLine!.id]: 1 } },
    });
    expect(split.statusCode, split.body).toBe(201);
    const fewer = await put(order.id, 'update-items', {
      items: [
        { id: menemenLine!.id, quantity: 1 },
        { id: cayLine!.id, quantity: 1 },
      ],
    });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().error).toBe('ITEM_PAID');
    // The other line can still change; the bill then prices what is asked for as before.
    const more = await put(order.id, 'update-items', {
      items: [
        { id: menemenLine!.id, quantity: 2 },
        { id: cayLine!.id, quantity: cayLine!.quantity },
      ],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().data.bill.lines[1]).toMatchObject({ quantity: 2, availableQuantity: 1 });
  });

  it('confirm ends the window and passes the order on; a second confirm says so', async () => {
    const order = await openOrder();
    const res = await put(order.id, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Sipariş onaylandı ve işletmeye iletildi',
      data: { editableUntil: null, canEdit: false },
    });
    expect(res.json().data.confirmedAt).toEqual(expect.any(String));
    expect(await editStatus(order.id)).toMatchObject({ canEdit: false, isConfirmed: true });
    const again = await put(order.id, 'confirm');
    expect(again.json().message).toBe('Sipariş onaylanmış ve işletmeye iletilmiştir');
    const edit = await put(order.id, 'update-items', {
      items: [{ productId: ctx.cay.id, quantity: 1 }],
    });
    expect(edit.json().message).toBe('Düzenleme süresi dolmuş');
  });
});
