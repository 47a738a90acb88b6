import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tables } from '../../src/db/schema/index.ts';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { setUpPrinters } from './ticket-fixture.ts';

// Issue 33, ADR 083: a diner who adds to an order or edits it in the window changes what the
// stations already have on paper. The added units print "EK SİPARİŞ" at their stations, the
// units taken out "İPTAL", in the change's own transaction; a refused change prints nothing.
const ctx = await createLiveApp();
const { app, db, headers, menemen, cay } = ctx;
const printers = await setUpPrinters(ctx);
const { newJobs } = printers;
const TABLE = 3;
const [{ name: tableName } = { name: '' }] = await db
  .select({ name: tables.name })
  .from(tables)
  .where(eq(tables.id, DEMO_TABLE_IDS.bogaz[TABLE]!));
const put = (orderId: string, path: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${path}`, headers, payload });
/** 1 Menemen (Mutfak) and 2 Çay (Bar), its own tickets already written; the window open. */
const placed = async () => {
  await ctx.newSitting(DEMO_TABLE_IDS.bogaz[TABLE]!);
  const order = await ctx.placeOrder();
  await db
    .update(orders)
    .set({ editableUntil: new Date(Date.now() + 60_000) })
    .where(eq(orders.id, order.id));
  await newJobs();
  return order;
};

describe("a diner's change to an order already printed", () => {
  it('prints the cart added to it as EK SİPARİŞ at the stations of its lines', async () => {
    const order = await placed();
    const res = await put(order.id, 'items/add', {
      businessId: order.businessId,
      items: [
        { productId: cay.id, quantity: 3 },
        { productId: menemen.id, quantity: 1, notes: 'Acılı olsun' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const jobs = await newJobs();
    expect(jobs.bar.map(({ kind, orderId }) => ({ kind, orderId }))).toEqual([
      { kind: 'order', orderId: order.id },
    ]);
    expect(jobs.bar[0]!.paper).toEqual([
      'Bar',
      'EK SİPARİŞ',
      tableName,
      `Sipariş #${order.orderNumber}`,
      'QR sipariş',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/),
      'rule',
      '3 x Çay',
      '  Normal',
    ]);
    expect(jobs.mutfak).toHaveLength(1);
    expect(jobs.mutfak[0]!.paper).toEqual(
      expect.arrayContaining(['EK SİPARİŞ', '1 x Menemen', '  Not: Acılı olsun']),
    );
    // Only what was added: the first Menemen and the first two teas are on paper already.
    expect(jobs.mutfak[0]!.paper.filter((line) => line.endsWith('x Menemen'))).toHaveLength(1);
    expect([...jobs.kasa, ...jobs.ege]).toEqual([]);
  });

  it('prints an edit: more units as EK, fewer or removed as İPTAL, each at its station', async () => {
    const order = await placed();
    const [menemenLine, cayLine] = order.items;
    // Menemen 1 → 3, Çay 2 → 1.
    const res = await put(order.id, 'update-items', {
      items: [
        { id: menemenLine!.id, quantity: 3 },
        { id: cayLine!.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    let jobs = await newJobs();
    expect(jobs.mutfak.map((job) => job.kind)).toEqual(['order']);
    expect(jobs.mutfak[0]!.paper).toEqual(
      expect.arrayContaining(['EK SİPARİŞ', '2 x Menemen', '  ALERJEN: Yumurta, Süt']),
    );
    expect(jobs.bar.map((job) => job.kind)).toEqual(['void']);
    expect(jobs.bar[0]!.paper).toEqual([
      'İPTAL',
      'Bar',
      tableName,
      `Sipariş #${order.orderNumber}`,
      expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/),
      'rule',
      '1 x Çay',
      '  Normal',
      'rule',
      'Yapılmadı',
      'Sebep: Misafir siparişini değiştirdi',
      'İptal eden: QR sipariş',
    ]);

    // The tea taken out altogether: its one unit left is cancelled, the Menemen unchanged.
    const out = await put(order.id, 'update-items', {
      items: [{ id: menemenLine!.id, quantity: 3 }],
    });
    expect(out.statusCode, out.body).toBe(200);
    jobs = await newJobs();
    expect(jobs.mutfak).toEqual([]);
    expect(jobs.bar.map((job) => job.paper.filter((line) => line.endsWith('x Çay')))).toEqual([
      ['1 x Çay'],
    ]);
  });

  it('prints nothing for a refused change, nor for a save that changes nothing', async () => {
    const order = await placed();
    const [menemenLine, cayLine] = order.items;
    const same = await put(order.id, 'update-items', {
      items: order.items.map((item) => ({ id: item.id, quantity: item.quantity })),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await newJobs()).all).toEqual([]);

    // The kitchen started the Menemen: taking it out is refused, and the tea added with it too.
    await db
      .update(orders)
      .set({ editableUntil: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, order.id));
    const staff = await ctx.staffHeaders('bogaz');
    const started = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/items/${menemenLine!.id}/status`,
      headers: staff,
      payload: { status: 'preparing' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const refused = await put(order.id, 'update-items', {
      items: [{ id: cayLine!.id, quantity: 5 }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await newJobs()).all).toEqual([]);

    // Another business's dish added to it: refused, nothing printed.
    const foreign = await put(order.id, 'items/add', {
      businessId: order.businessId,
      items: [{ productId: ctx.haydari.id, quantity: 1 }],
    });
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect((await newJobs()).all).toEqual([]);
  });
});
