import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createStaffOrderApp, type StaffOrderJson } from '../staff-orders/staff-order-fixture.ts';
import { setUpPrinters } from './ticket-fixture.ts';

// Issue 33: every change the kitchen or the till must see prints in the change's transaction:
// a waiter's send at the stations of its lines (held courses when fired, "MARŞ"), a void of a
// line on paper ("İPTAL"), a payment's receipt (the drawer for cash), a reprint and a pre-bill
// on demand. A refused request prints nothing.
const ctx = await createStaffOrderApp();
const { app, send, fire, fourCourses } = ctx;
const printers = await setUpPrinters(ctx);
const { newJobs } = printers;
const owner = await ctx.staffHeaders('bogaz');
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
const kitchen = await ctx.staffHeaders('bogaz', 'kitchen');
const ege = await ctx.staffHeaders('ege');
const TABLE = 9;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/staff${url}`, headers, payload });

const res = await send(waiter, TABLE, fourCourses);
const sent = res.json().data.orders as StaffOrderJson[];
const [drink, starter, main, dessert] = sent;
const sendJobs = await newJobs();

describe("a waiter's send", () => {
  it('prints the drinks at the Bar and the first course in the Mutfak, nothing held', () => {
    expect(res.statusCode, res.body).toBe(201);
    expect(sendJobs.bar).toHaveLength(1);
    expect(sendJobs.bar[0]).toMatchObject({ kind: 'order', orderId: drink!.id });
    const bar = sendJobs.bar[0]!.paper;
    expect(bar[0]).toBe('Bar');
    expect(bar).toContain('2 x Soda');
    expect(bar).toContain(`Sipariş #${drink!.orderNumber}`);
    expect(bar).toContain(`Garson: ${starter!.placedBy!.name}`);
    expect(bar.join('\n')).not.toContain('Çorba');

    expect(sendJobs.mutfak).toHaveLength(1);
    const kitchenTicket = sendJobs.mutfak[0]!.paper;
    expect(kitchenTicket[0]).toBe('Mutfak');
    expect(kitchenTicket).toEqual(
      expect.arrayContaining([
        'Servis: Başlangıç',
        '2 x Mercimek Çorbası',
        '  Koltuk 1',
        '  Not: Limonlu',
        '  ALERJEN: Süt',
      ]),
    );
    const everything = sendJobs.all.map((job) => JSON.stringify(job.document)).join();
    expect(everything).not.toContain('Hünkar');
    expect(everything).not.toContain('Künefe');
    expect(sendJobs.kasa).toEqual([]);
    expect(sendJobs.ege).toEqual([]);
  });

  it('prints a held course when it is fired, headed MARŞ, and nothing for a second fire', async () => {
    expect((await fire(waiter, TABLE, 'main')).statusCode).toBe(200);
    const fired = await newJobs();
    expect(fired.bar).toEqual([]);
    expect(fired.mutfak).toHaveLength(1);
    expect(fired.mutfak[0]).toMatchObject({ kind: 'course', orderId: main!.id });
    expect(fired.mutfak[0]!.paper).toEqual(
      expect.arrayContaining(['MARŞ: Ana yemek', '1 x Hünkar Beğendi', '  ALERJEN: Gluten, Süt']),
    );
    expect((await fire(waiter, TABLE, 'main')).statusCode).toBe(409);
    expect((await newJobs()).all).toEqual([]);
  });

  it('prints nothing for a refused send', async () => {
    const bad = await send(waiter, TABLE, {
      items: [
        { productId: ctx.dishes.soda.id, quantity: 1 },
        { productId: ctx.dishes.salep.id, quantity: 1 },
      ],
    });
    expect(bad.statusCode).toBe(409);
    expect((await newJobs()).all).toEqual([]);
  });
});

describe('a void', () => {
  const voidOne = (order: StaffOrderJson, quantity: number) =>
    post(
      `/orders/${order.id}/items/${(order.items[0] as unknown as { id: string }).id}/void`,
      owner,
      {
        kind: 'wasted',
        quantity: 1,
        expectedQuantity: quantity,
        reason: 'Döküldü',
      },
    );

  it('of a line on paper prints İPTAL at its station with why and who', async () => {
    const voided = await voidOne(starter!, 2);
    expect(voided.statusCode, voided.body).toBe(200);
    const jobs = await newJobs();
    expect(jobs.bar).toEqual([]);
    expect(jobs.mutfak).toHaveLength(1);
    expect(jobs.mutfak[0]).toMatchObject({ kind: 'void', orderId: starter!.id });
    expect(jobs.mutfak[0]!.paper).toEqual(
      expect.arrayContaining([
        'İPTAL',
        `Sipariş #${starter!.orderNumber}`,
        '1 x Mercimek Çorbası',
        'Yapıldı, zayi',
        'Sebep: Döküldü',
      ]),
    );
  });

  it('of a held course prints nothing: the kitchen never had it', async () => {
    const voided = await voidOne(dessert!, 1);
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await newJobs()).all).toEqual([]);
  });
});

describe('a payment', () => {
  it('in cash prints the receipt on the till with the change and opens the drawer', async () => {
    const paid = await post(`/orders/${drink!.id}/payments`, waiter, {
      method: 'cash',
      received: 200_00,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { payment, bill } = paid.json().data as {
      payment: { id: string; amount: number; tipAmount: number };
      bill: { payments: { id: string; vat: { rate: number; vat: number }[] }[] };
    };
    const jobs = await newJobs();
    expect(jobs.mutfak).toEqual([]);
    expect(jobs.kasa).toHaveLength(1);
    expect(jobs.kasa[0]).toMatchObject({ kind: 'receipt', orderId: drink!.id });
    expect(jobs.kasa[0]!.doc.openDrawer).toBe(true);
    const vat = bill.payments.find((p) => p.id === payment.id)!.vat;
    // The soda at 20 %, the table's kuver at 10 %: each rate its own row.
    expect(vat.map((v) => v.rate)).toEqual([10, 20]);
    const lira = (k: number) => `${(k / 100).toFixed(2).replace('.', ',')} TL`;
    expect(jobs.kasa[0]!.paper).toEqual(
      expect.arrayContaining([
        '2 x Soda | 80,00 TL',
        'Kuver | 100,00 TL',
        `KDV %10 (dahil) | ${lira(vat[0]!.vat)}`,
        `KDV %20 (dahil) | ${lira(vat[1]!.vat)}`,
        `Tutar | ${lira(payment.amount)}`,
        `Nakit | ${lira(payment.amount + payment.tipAmount)}`,
        `Para üstü | ${lira(200_00 - payment.amount - payment.tipAmount)}`,
        'Bilgi fişidir, mali değeri yoktur.',
      ]),
    );
  });

  it('by card opens no drawer; a refused payment prints nothing', async () => {
    const paid = await post(`/orders/${main!.id}/payments`, waiter, { method: 'credit_card' });
    expect(paid.statusCode, paid.body).toBe(201);
    const jobs = await newJobs();
    expect(jobs.kasa).toHaveLength(1);
    expect(jobs.kasa[0]!.doc.openDrawer).toBe(false);
    const again = await post(`/orders/${main!.id}/payments`, waiter, { method: 'credit_card' });
    expect(again.statusCode).toBe(409);
    expect((await newJobs()).all).toEqual([]);
  });
});

describe('reprint', () => {
  it('prints the order again under TEKRAR BASKI, for the kitchen too', async () => {
    const again = await post(`/orders/${starter!.id}/reprint`, kitchen);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toEqual({ jobs: 1 });
    const jobs = await newJobs();
    expect(jobs.mutfak[0]).toMatchObject({ kind: 'reprint', orderId: starter!.id });
    expect(jobs.mutfak[0]!.paper.slice(0, 1)).toEqual(['TEKRAR BASKI']);
    // One bowl was voided: the reprint has what is left.
    expect(jobs.mutfak[0]!.paper).toContain('1 x Mercimek Çorbası');
  });

  it("refuses another business's order (404), a held course and no printer (409), printing nothing", async () => {
    expect((await post(`/orders/${starter!.id}/reprint`, ege)).statusCode).toBe(404);
    const held = await post(`/orders/${dessert!.id}/reprint`, owner);
    expect([held.statusCode, held.json().error]).toEqual([409, 'NOTHING_TO_REPRINT']);
    await printers.archive(printers.mutfak);
    try {
      const none = await post(`/orders/${starter!.id}/reprint`, owner);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe('Bu siparişin istasyonlarına yazıcı tanımlı değil');
    } finally {
      await printers.restore(printers.mutfak);
    }
    expect((await newJobs()).all).toEqual([]);
  });
});

describe('pre-bill', () => {
  const url = `/tables/${DEMO_TABLE_IDS.bogaz[TABLE]}/prebill`;

  it("prints ARA HESAP with every unpaid order's bill on the till", async () => {
    const printed = await post(url, waiter);
    expect(printed.statusCode, printed.body).toBe(202);
    const jobs = await newJobs();
    expect(jobs.kasa).toHaveLength(1);
    expect(jobs.kasa[0]!.kind).toBe('prebill');
    const lines = jobs.kasa[0]!.paper;
    expect(lines).toContain('ARA HESAP');
    // The drink and the main are paid, the dessert voided: the starter is left.
    expect(lines).toContain(`Sipariş #${starter!.orderNumber}`);
    expect(lines).not.toContain(`Sipariş #${drink!.orderNumber}`);
    expect(lines).not.toContain(`Sipariş #${main!.orderNumber}`);
    expect(lines).toContain('1 x Mercimek Çorbası | 126,00 TL');
    expect(lines).toContain('Bilgi fişidir, mali değeri yoktur.');
  });

  it('refuses the kitchen (403), another business (404) and a till-less business (409)', async () => {
    expect((await post(url, kitchen)).statusCode).toBe(403);
    expect((await post(url, ege)).statusCode).toBe(404);
    await printers.archive(printers.kasa);
    try {
      const none = await post(url, owner);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe('Fiş yazıcısı tanımlı değil');
    } finally {
      await printers.restore(printers.kasa);
    }
    expect((await newJobs()).all).toEqual([]);
  });
});
