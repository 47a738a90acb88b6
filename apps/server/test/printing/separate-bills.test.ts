import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tables } from '../../src/db/schema/index.ts';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { setUpPrinters } from './ticket-fixture.ts';

// Issue 33 on ADR 078's separate bills: two couples at one table, "Hesap 2" opened for the
// second. "Ara hesap yazdır" hands each couple its own pre-bill with its own total, and a
// payment's receipt names the bill it paid, as the slip on screen does.
const ctx = await createLiveApp();
const { app, db } = ctx;
const printers = await setUpPrinters(ctx);
const { newJobs } = printers;
const owner = await ctx.staffHeaders('bogaz');
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const TABLE = 6;
const tableId = DEMO_TABLE_IDS.bogaz[TABLE]!;
const [{ name: table } = { name: '' }] = await db
  .select({ name: tables.name })
  .from(tables)
  .where(eq(tables.id, tableId));
const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/staff${url}`, headers: waiter, payload });
const leftOf = async (orderId: string) =>
  (await app.inject({ url: `/api/staff/orders/${orderId}`, headers: owner })).json().data.bill
    .left as number;
const lira = (k: number) => `${(k / 100).toFixed(2).replace('.', ',')} TL`;

// 1 Menemen and 2 Çay; one tea goes to the second couple's bill.
const first = await ctx.placeOrder(ctx.headers, { table: TABLE });
const tea = first.items.find((item) => item.name === 'Çay')!;
const opened = await post(`/tables/${tableId}/bills`, {
  orderId: first.id,
  lines: [{ itemId: tea.id, quantity: 1, expectedQuantity: 2 }],
});
const second = opened.json().data?.to as { id: string; orderNumber: number; billLabel: string };
await newJobs();

describe('separate bills on paper', () => {
  it('prints one ARA HESAP per bill, each named and with its own rest', async () => {
    expect(opened.statusCode, opened.body).toBe(201);
    expect(second.billLabel).toBe('Hesap 2');
    const res = await post(`/tables/${tableId}/prebill`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data.jobs).toBe(2);
    const [one, two] = (await newJobs()).kasa.map((job) => job.paper);
    expect(one).toEqual(expect.arrayContaining(['ARA HESAP', `Masa: ${table} · Hesap 1`]));
    expect(one).toContain(`Sipariş #${first.orderNumber}`);
    expect(one).toContain(`Kalan | ${lira(await leftOf(first.id))}`);
    expect(one!.some((line) => line.startsWith('1 x Menemen'))).toBe(true);
    expect(one!.some((line) => line.startsWith('1 x Çay'))).toBe(true);
    expect(two).toEqual(expect.arrayContaining(['ARA HESAP', `Masa: ${table} · Hesap 2`]));
    expect(two).toContain(`Sipariş #${second.orderNumber}`);
    expect(two).toContain(`Kalan | ${lira(await leftOf(second.id))}`);
    expect(two!.some((line) => line.includes('Menemen'))).toBe(false);
    expect(two!.join('\n')).not.toContain('Masada kalan');
  });

  it("names the bill on its payment's receipt; the first bill's says only the table", async () => {
    const paid = await post(`/orders/${second.id}/payments`, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    let [receipt] = (await newJobs()).kasa;
    expect(receipt!.kind).toBe('receipt');
    expect(receipt!.paper.some((line) => line.startsWith(`Masa: ${table} · Hesap 2`))).toBe(true);

    // Hesap 2 settled: the pre-bill left is the table's first bill alone, as before.
    const prebill = await post(`/tables/${tableId}/prebill`);
    expect(prebill.json().data.jobs).toBe(1);
    expect((await newJobs()).kasa[0]!.paper).toContain(`Masa: ${table}`);

    const firstPaid = await post(`/orders/${first.id}/payments`, { method: 'credit_card' });
    expect(firstPaid.statusCode, firstPaid.body).toBe(201);
    [receipt] = (await newJobs()).kasa;
    expect(receipt!.paper.some((line) => line.includes('Hesap'))).toBe(false);
  });
});
