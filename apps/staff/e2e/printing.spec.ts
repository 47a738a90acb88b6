import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { BOGAZ_ID } from '../../web/e2e/support/diner-orders.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { atTableHeader, ownTable } from '../../web/e2e/support/table-tokens.ts';

// Issue 33, as a restaurant lives it: the demo's Boğaziçi prints on the e2e server's virtual
// printers (Mutfak, Bar, Kasa). A diner's order and a waiter's order each print at the right
// station with their lines, Turkish letters intact and allergens inverse, read back from the
// bytes the printer received; a fired course prints "MARŞ", a voided line "İPTAL", and the
// cash payment's receipt its VAT by rate, matching the bill to the kuruş, and opens the drawer.

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };
const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

type Envelope<T> = { data: T };
type Line = { text: string; inverse: boolean; bold: boolean; size: number };
type Ticket = { text: string; lines: Line[]; cut: boolean; drawerPulses: number };
type Item = { id: string; name: string; quantity: number };
type Order = { id: string; orderNumber: number; course: string | null; items: Item[] };

/** The tickets a twin received that `match`, oldest first, polled until `count` are there. */
async function printedWhere(
  request: APIRequestContext,
  station: string,
  match: (ticket: Ticket) => boolean,
  count: number,
) {
  let found: Ticket[] = [];
  await expect(async () => {
    const res = await request.get('/api/dev/printer/tickets');
    expect(res.status()).toBe(200);
    const { printers } = (await res.json()) as { printers: { name: string; tickets: Ticket[] }[] };
    found = (printers.find((p) => p.name === station)?.tickets ?? []).filter(match);
    expect(found.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 30_000 });
  return found;
}

/** The tickets of `table` (its name on a line of its own) at a station. */
const printed = (request: APIRequestContext, station: string, table: string, count: number) =>
  printedWhere(request, station, (t) => t.lines.some((l) => l.text.trim() === table), count);

const lines = (ticket: Ticket) => ticket.text.split('\n').map((line) => line.trimEnd());
const lira = (kurus: number) =>
  `${Math.floor(kurus / 100).toLocaleString('tr-TR')},${String(kurus % 100).padStart(2, '0')} TL`;
const menuOf = async (request: APIRequestContext) => {
  const menu = (await (await request.get(`/api/products/business/${BOGAZ_ID}`)).json()) as Envelope<
    { id: string; name: string }[]
  >;
  return (name: string) => menu.data.find((product) => product.name === name)!.id;
};

test('orders, a fired course, a void and a receipt print on the right virtual printer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const table = await ownTable(request, BOGAZ_ID, 'Yazıcı Şöförü');
  const id = await menuOf(request);
  try {
    // A diner's order from the table's QR code: Menemen in the kitchen, tea at the bar.
    const diner = await registerByApi(request, uniqueEmail('fis'), 'Fiş Müşterisi');
    const placed = await request.post('/api/orders', {
      headers: {
        Authorization: `Bearer ${diner.token}`,
        'X-App-Type': 'customer',
        ...(await atTableHeader(request, BOGAZ_ID, table.id)),
      },
      data: {
        businessId: BOGAZ_ID,
        tableId: table.id,
        personCount: 2,
        avoidedAllergens: ['sesame'],
        items: [
          {
            productId: id('Menemen'),
            quantity: 1,
            selectedOptions: { Soğan: 'Soğansız' },
            notes: 'Çok acılı, ığdır biberiyle',
          },
          { productId: id('Soda'), quantity: 2 },
        ],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const dinerOrder = ((await placed.json()) as Envelope<Order>).data;
    const [kitchen] = await printed(request, 'Mutfak', table.name, 1);
    expect(lines(kitchen!)).toEqual(
      expect.arrayContaining([
        `Sipariş #${dinerOrder.orderNumber}`,
        'QR sipariş',
        'ALERJİ NOTU: Susam',
        '1 x Menemen',
        '  Soğansız',
        '  Not: Çok acılı, ığdır biberiyle',
        '  ALERJEN: Yumurta, Süt',
      ]),
    );
    expect(kitchen!.lines.find((l) => l.text.includes('ALERJEN'))).toMatchObject({ inverse: true });
    expect(kitchen!.text).not.toContain('Soda');
    expect(kitchen!.cut).toBe(true);
    const [bar] = await printed(request, 'Bar', table.name, 1);
    expect(lines(bar!)).toContain('2 x Soda');
    expect(bar!.text).not.toContain('Menemen');

    // A waiter's order: the starter goes at once, the main waits for "marş".
    const waiter = await staffHeaders(request, WAITER);
    const sent = await request.post(`/api/staff/tables/${table.id}/orders`, {
      headers: { ...waiter, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        personCount: 2,
        items: [
          { productId: id('Mercimek Çorbası'), quantity: 2, course: 'starter' },
          { productId: id('Hünkar Beğendi'), quantity: 1, course: 'main' },
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const [starter, main] = ((await sent.json()) as Envelope<{ orders: Order[] }>).data.orders;
    const afterSend = await printed(request, 'Mutfak', table.name, 2);
    const starterTicket = lines(afterSend[1]!);
    expect(starterTicket).toEqual(
      expect.arrayContaining([
        `Sipariş #${starter!.orderNumber}`,
        'Servis: Başlangıç',
        '2 x Mercimek Çorbası',
        '  ALERJEN: Süt',
      ]),
    );
    expect(starterTicket.some((line) => line.startsWith('Garson: '))).toBe(true);
    expect(afterSend.map((t) => t.text).join()).not.toContain('Hünkar');

    const fired = await request.post(`/api/staff/tables/${table.id}/courses/main/fire`, {
      headers: waiter,
    });
    expect(fired.status(), await fired.text()).toBe(200);
    const afterFire = await printed(request, 'Mutfak', table.name, 3);
    expect(lines(afterFire[2]!)).toEqual(
      expect.arrayContaining([
        'MARŞ: Ana yemek',
        `Sipariş #${main!.orderNumber}`,
        '1 x Hünkar Beğendi',
      ]),
    );

    // One soup spilt: the kitchen gets İPTAL for it.
    const owner = await staffHeaders(request, OWNER);
    const soup = starter!.items[0]!;
    const voided = await request.post(`/api/staff/orders/${starter!.id}/items/${soup.id}/void`, {
      headers: owner,
      data: { kind: 'wasted', quantity: 1, expectedQuantity: 2, reason: 'Döküldü' },
    });
    expect(voided.status(), await voided.text()).toBe(200);
    const afterVoid = await printed(request, 'Mutfak', table.name, 4);
    const cancel = afterVoid[3]!;
    expect(cancel.lines[0]).toMatchObject({ text: 'İPTAL', inverse: true, size: 2 });
    expect(lines(cancel)).toEqual(
      expect.arrayContaining(['1 x Mercimek Çorbası', 'Yapıldı, zayi', 'Sebep: Döküldü']),
    );

    // The diner's order paid in cash: the receipt on the till, its VAT by rate to the kuruş.
    const paid = await request.post(`/api/staff/orders/${dinerOrder.id}/payments`, {
      headers: { ...waiter, 'Idempotency-Key': crypto.randomUUID() },
      data: { method: 'cash', received: 1_000_00 },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const { payment, bill } = (
      (await paid.json()) as Envelope<{
        payment: { id: string; amount: number; tipAmount: number };
        bill: { paid: number; payments: { id: string; vat: { rate: number; vat: number }[] }[] };
      }>
    ).data;
    const [receipt] = await printedWhere(
      request,
      'Kasa',
      (ticket) => ticket.text.includes(`Sipariş #${dinerOrder.orderNumber} ödeme fişi`),
      1,
    );
    const slip = lines(receipt!);
    const vat = bill.payments.find((p) => p.id === payment.id)!.vat;
    expect(vat.map((v) => v.rate).sort()).toEqual([10, 20]);
    for (const { rate, vat: amount } of vat) {
      expect(
        slip.some((l) => l.startsWith(`KDV %${rate} (dahil)`) && l.endsWith(` ${lira(amount)}`)),
      ).toBe(true);
    }
    const row = (label: string, amount: number) =>
      slip.some((l) => l.startsWith(label) && l.endsWith(` ${lira(amount)}`));
    expect(row('Tutar', payment.amount)).toBe(true);
    expect(row('Nakit', payment.amount + payment.tipAmount)).toBe(true);
    expect(row('Para üstü', 1_000_00 - payment.amount - payment.tipAmount)).toBe(true);
    expect(slip).toContain('Bilgi fişidir, mali değeri yoktur.');
    expect(receipt!.drawerPulses).toBe(1);

    // What the kitchen holds, as the virtual printer's page shows it.
    await page.goto('/api/dev/printer');
    const paper = page
      .getByRole('region', { name: 'Mutfak' })
      .getByRole('article')
      .filter({ hasText: 'İPTAL' })
      .filter({ hasText: table.name });
    await expect(paper).toBeVisible();
    await expect(paper.locator('pre')).toContainText('Sebep: Döküldü');
  } finally {
    await table.close();
  }
});
