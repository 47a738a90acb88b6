import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tables } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { watchStatements } from '../pool-statements.ts';
import { setUpPrinters } from './ticket-fixture.ts';

// Issue 33: a diner's order prints at the stations of its lines, written by the order's one
// statement (ADR 006, 083): the Mutfak gets the food, the Bar the drinks, with the number the
// order took; a repeat with the same Idempotency-Key and a refused order print nothing.
const ctx = await createLiveApp();
const { app, menemen, cay } = ctx;
const printers = await setUpPrinters(ctx);
const { newJobs } = printers;
const TABLE = 5;
const tableId = DEMO_TABLE_IDS.bogaz[TABLE]!;
const atTable = await ctx.atTable(tableId);
const [{ name: tableName } = { name: '' }] = await ctx.db
  .select({ name: tables.name })
  .from(tables)
  .where(eq(tables.id, tableId));
// The tickets each order's statement carried to PostgreSQL (its jsonb_to_recordset parameter):
// what was laid out, printed or not.
const ticketsSent: string[] = [];
watchStatements(ctx.db.$client, (query) => {
  const { text = '', values = [] } = query as { text?: string; values?: unknown[] };
  const at = /jsonb_to_recordset\(\$(\d+)::jsonb\) as j\(station/.exec(text)?.[1];
  if (at) ticketsSent.push(String(values[Number(at) - 1]));
});
const stationsSent = () =>
  ticketsSent
    .splice(0)
    .map((json) => (JSON.parse(json) as { station: string }[]).map((t) => t.station));
const place = (items: object[], extra: object = {}, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...ctx.headers, ...atTable, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { businessId: DEMO_BUSINESS_IDS.bogaz, tableId, personCount: 2, items, ...extra },
  });

describe("a diner's order", () => {
  it('prints the food in the Mutfak and the tea at the Bar, with its number and allergens', async () => {
    const items = [
      {
        productId: menemen.id,
        quantity: 1,
        selectedOptions: { Soğan: 'Soğansız' },
        notes: 'Az pişmiş olsun',
      },
      { productId: cay.id, quantity: 2 },
    ];
    const allergy = { avoidedAllergens: ['sesame'] };
    const res = await place(items, allergy, 'first-order');
    expect(res.statusCode, res.body).toBe(201);
    const { id, orderNumber } = res.json().data as { id: string; orderNumber: number };
    const jobs = await newJobs();
    expect(jobs.mutfak).toHaveLength(1);
    expect(jobs.mutfak[0]).toMatchObject({ kind: 'order', orderId: id });
    expect(jobs.mutfak[0]!.paper).toEqual([
      'Mutfak',
      tableName,
      `Sipariş #${orderNumber}`,
      'QR sipariş',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/),
      'ALERJİ NOTU: Susam',
      'rule',
      '1 x Menemen',
      '  Soğansız',
      '  Not: Az pişmiş olsun',
      '  ALERJEN: Yumurta, Süt',
    ]);
    expect(jobs.bar).toHaveLength(1);
    expect(jobs.bar[0]!.paper).toContain('2 x Çay');
    expect(jobs.bar[0]!.paper).not.toContain('1 x Menemen');
    expect([...jobs.kasa, ...jobs.ege]).toEqual([]);
    expect(stationsSent()).toEqual([['Mutfak', 'Bar']]);

    // The same key again: the first answer, and no second ticket.
    const again = await place(items, allergy, 'first-order');
    expect(again.json().data.orderNumber).toBe(orderNumber);
    expect((await newJobs()).all).toEqual([]);
  });

  it("prints a later round at the table's sitting the same way, and nothing when refused", async () => {
    const res = await place([{ productId: cay.id, quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(201);
    const jobs = await newJobs();
    expect(jobs.mutfak).toEqual([]);
    expect(jobs.bar.map((job) => job.paper)).toEqual([
      expect.arrayContaining([`Sipariş #${res.json().data.orderNumber}`, '1 x Çay']),
    ]);
    const refused = await place([{ productId: ctx.haydari.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect((await newJobs()).all).toEqual([]);
  });

  it('prints nothing where no printer serves the station, and lays no ticket out for it', async () => {
    stationsSent();
    await printers.archive(printers.bar);
    try {
      expect((await place([{ productId: cay.id, quantity: 1 }])).statusCode).toBe(201);
      expect((await newJobs()).all).toEqual([]);
      expect(stationsSent()).toEqual([[]]);
      // The Mutfak's printer still gets the food of an order of both.
      const both = [
        { productId: menemen.id, quantity: 1 },
        { productId: cay.id, quantity: 1 },
      ];
      expect((await place(both)).statusCode).toBe(201);
      expect((await newJobs()).mutfak).toHaveLength(1);
      expect(stationsSent()).toEqual([['Mutfak']]);
    } finally {
      await printers.restore(printers.bar);
    }
  });

  it('takes the order of a business without printers and lays out no ticket (issue 37)', async () => {
    stationsSent();
    const all = [printers.mutfak, printers.bar, printers.kasa];
    for (const printer of all) await printers.archive(printer);
    try {
      const res = await place([
        { productId: menemen.id, quantity: 1 },
        { productId: cay.id, quantity: 2 },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.items).toHaveLength(2);
      expect((await newJobs()).all).toEqual([]);
      expect(ticketsSent).toEqual(['[]']);
    } finally {
      for (const printer of all) await printers.restore(printer);
    }
  });
});
