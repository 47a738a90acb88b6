import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../../web/e2e/support/account-helpers.ts';
import { customerHeaders } from '../../../web/e2e/support/bill-helpers.ts';
import { EGE } from '../../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../../web/e2e/support/staff-api.ts';
import { atTableHeader, ownTable } from '../../../web/e2e/support/table-tokens.ts';

// Helpers of the busy-evening specs (issue 29): many diners' orders at tables of their own at
// Ege Sofrası, placed through the API (and cancelled again, so no other spec's kitchen display
// or floor counts them), and the chimes the staff tablet plays, heard through Web Audio itself.

type Envelope<T> = { data: T };
type Product = { id: string; name: string; isAvailable: boolean; options: { required: boolean }[] };
export type RushOrder = { id: string; orderNumber: number };

/** A diner may place 20 orders a minute (the orders rate limit): ten each keeps well under. */
const ORDERS_PER_DINER = 10;

/**
 * `count` orders at four new tables of Ege, from as many diners as the rate limit needs; every
 * `longEvery`-th order has seven lines (a long card), the rest one or two. `clear` cancels
 * those still open and takes the tables out of service.
 */
export async function placeRush(
  request: APIRequestContext,
  count: number,
  { longEvery = 5 } = {},
): Promise<{ orders: RushOrder[]; clear: () => Promise<void> }> {
  const menu = (await (await request.get(`/api/products/business/${EGE}`)).json()) as Envelope<
    Product[]
  >;
  const plain = menu.data.filter((p) => p.isAvailable && p.options.every((o) => !o.required));
  expect(plain.length).toBeGreaterThanOrEqual(7);
  const tables: Awaited<ReturnType<typeof ownTable>>[] = [];
  for (const name of ['Yoğun A', 'Yoğun B', 'Yoğun C', 'Yoğun D']) {
    tables.push(await ownTable(request, EGE, name));
  }
  const orders: RushOrder[] = [];
  let session = await registerByApi(request, uniqueEmail('rush'), 'Kalabalık Akşam');
  for (let index = 0; index < count; index += 1) {
    if (index > 0 && index % ORDERS_PER_DINER === 0) {
      session = await registerByApi(request, uniqueEmail('rush'), 'Kalabalık Akşam');
    }
    const tableId = tables[index % tables.length]!.id;
    const lines = index % longEvery === longEvery - 1 ? 7 : (index % 2) + 1;
    const response = await request.post('/api/orders', {
      headers: { ...customerHeaders(session), ...(await atTableHeader(request, EGE, tableId)) },
      data: {
        businessId: EGE,
        tableId,
        personCount: 2,
        items: plain.slice(0, lines).map((product) => ({ productId: product.id, quantity: 1 })),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    orders.push(((await response.json()) as Envelope<RushOrder>).data);
  }
  const clear = async () => {
    const staff = await staffHeaders(request, {
      email: 'staff@ege.masa.app',
      password: 'staff1234',
    });
    for (const order of orders) {
      // One already served or cancelled answers 4xx: nothing is left open either way.
      await request.patch(`/api/staff/orders/${order.id}/status`, {
        headers: staff,
        data: { status: 'cancelled', reason: 'Test servisi bitti.' },
      });
    }
    for (const table of tables) await table.close();
  };
  return { orders, clear };
}

/**
 * Records the frequency of every note the page plays through Web Audio, before the app loads:
 * what a waiter hears, without a hook in the app. The new-order chime opens on 880 Hz, the
 * ready chime on 1568 Hz (features/board/hooks/use-chime.ts).
 */
export async function listenForChimes(page: Page) {
  await page.addInitScript(() => {
    const heard: number[] = [];
    (window as unknown as { heardNotes: number[] }).heardNotes = heard;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      heard.push(Math.round(this.frequency.value));
      return start.apply(this, args);
    };
  });
  return {
    notes: () => page.evaluate(() => (window as unknown as { heardNotes: number[] }).heardNotes),
    clear: () =>
      page.evaluate(() => {
        (window as unknown as { heardNotes: number[] }).heardNotes.length = 0;
      }),
  };
}

export const NEW_ORDER_NOTE = 880;
export const READY_NOTE = 1568;
