import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { NEW_ORDER_NOTE, listenForChimes } from './support/rush.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen } from './support/screens.ts';

// Issue 31 §4: hold and fire ("marş"). A waiter's order of a drink, a starter and mains goes in
// through the staff API: the kitchen display shows the drink and the starter as work and the
// mains dimmed, "Bekliyor · Ana yemek", with no number and no chime; a dessert sent later waits
// silently too. "Marş: Ana yemek" on the table's panel sends the mains to the kitchen as new
// work, with the chime.

const WAITER = { email: 'waiter@ege.masa.app', password: 'staff1234' };
const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };

type Envelope<T> = { data: T };
type SentOrder = { id: string; orderNumber: number; course: string; held: boolean };

async function sendAsWaiter(
  request: APIRequestContext,
  tableId: string,
  lines: { name: string; course: string; seat?: number }[],
): Promise<SentOrder[]> {
  const menu = (await (await request.get(`/api/products/business/${EGE}`)).json()) as Envelope<
    { id: string; name: string }[]
  >;
  const id = (name: string) => menu.data.find((product) => product.name === name)!.id;
  const response = await request.post(`/api/staff/tables/${tableId}/orders`, {
    headers: { ...(await staffHeaders(request, WAITER)), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      personCount: 2,
      items: lines.map(({ name, course, seat }) => ({
        productId: id(name),
        quantity: 1,
        course,
        seat: seat ?? null,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ orders: SentOrder[] }>).data.orders;
}

/**
 * Ege's orders other than `ours` that became new work on the kitchen display since `since` (ms):
 * placed unheld, or fired. Each would chime rightly on this spec's tablet.
 */
async function othersNewSince(
  request: APIRequestContext,
  headers: Record<string, string>,
  since: number,
  ours: SentOrder[],
): Promise<number[]> {
  const response = await request.get('/api/staff/orders?limit=500', { headers });
  expect(response.status()).toBe(200);
  const orders = ((await response.json()) as Envelope<OrderSeen[]>).data;
  const mine = new Set(ours.map((order) => order.id));
  return orders
    .filter((order) => !mine.has(order.id))
    .filter((order) => {
      const becameWork = order.firedAt ?? (order.held ? null : order.createdAt);
      return becameWork !== null && Date.parse(becameWork) >= since;
    })
    .map((order) => order.orderNumber);
}
type OrderSeen = SentOrder & { createdAt: string; firedAt: string | null };

const card = (page: Page, order: SentOrder) =>
  page.getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) });

test('held courses wait dimmed on the kitchen display; Marş on the table panel makes them new work', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const table = await ownTable(request, EGE, 'Kurs');
  const owner = await staffHeaders(request, OWNER);
  const placed: SentOrder[] = [];
  try {
    const chimes = await listenForChimes(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInStaff(page, WAITER);
    await page.getByRole('button', { name: 'Servisi Başlat' }).click();
    await openScreen(page, 'Mutfak Ekranı');

    placed.push(
      ...(await sendAsWaiter(request, table.id, [
        { name: 'Ayran', course: 'drink' },
        { name: 'Haydari', course: 'starter', seat: 1 },
        { name: 'İzmir Köfte', course: 'main', seat: 2 },
      ])),
    );
    const byCourse = (course: string) => placed.find((order) => order.course === course)!;
    expect(placed.map((order) => [order.course, order.held])).toEqual([
      ['drink', false],
      ['starter', false],
      ['main', true],
    ]);

    // The starter is work, numbered, with its course, waiter and seat.
    const starter = card(page, byCourse('starter'));
    await expect(starter).toContainText('Başlangıç');
    await expect(starter).toContainText('Garson: Burak Şahin');
    await expect(starter).toContainText('Koltuk 1');
    await expect(starter.getByRole('button', { name: /Tamamı Hazır$/ })).toBeVisible();
    // The mains wait, dimmed, below the work, with nothing to press.
    const held = page.getByRole('region', { name: 'Bekleyen servisler' });
    const mains = held.getByRole('article', {
      name: new RegExp(`#${byCourse('main').orderNumber}$`),
    });
    await expect(mains).toContainText('Bekliyor · Ana yemek');
    await expect(mains).toContainText('1 × İzmir Köfte');
    await expect(mains.getByRole('button')).toHaveCount(0);
    await expect(mains).toHaveCSS('border-top-style', 'dashed');
    await expect.poll(chimes.notes).toContain(NEW_ORDER_NOTE);
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-kitchen-held-course.png' });

    // A dessert sent now waits too, and arrives without the new-order chime: the next chime
    // heard is the mains' when they are fired below (the server's events come in order, so a
    // dessert's chime would be heard first). Other specs order at Ege meanwhile, so the window
    // only counts if no other order became new work in it (their ready food chimes on other
    // notes).
    await chimes.clear();
    const windowOpened = Date.now();
    const [dessert] = await sendAsWaiter(request, table.id, [
      { name: 'Şambali', course: 'dessert' },
    ]);
    placed.push(dessert!);
    expect(dessert!.held).toBe(true);
    await expect(
      held.getByRole('article', { name: new RegExp(`#${dessert!.orderNumber}$`) }),
    ).toContainText('Bekliyor · Tatlı');

    // Marş on the table's panel: one tap for the mains.
    await openScreen(page, 'Masalar');
    await page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }).click();
    const panel = page.getByRole('region', { name: new RegExp(`^${table.name} ·`) });
    const waiting = panel.getByRole('region', { name: 'Bekleyen servisler' });
    await expect(waiting.getByRole('button', { name: 'Marş: Ana yemek' })).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Marş: Tatlı' })).toBeVisible();
    await expect(waiting).toContainText('Koltuk 2');
    await expect(waiting).toContainText('Garson: Burak Şahin');
    await waiting.getByRole('button', { name: 'Marş: Ana yemek' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/staff-table-fire-course.png' });
    await waiting.getByRole('button', { name: 'Marş: Ana yemek' }).click();
    await expect(
      panel.getByRole('status').filter({ hasText: 'Ana yemek mutfağa gönderildi' }),
    ).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Marş: Ana yemek' })).toHaveCount(0);
    await expect(waiting.getByRole('button', { name: 'Marş: Tatlı' })).toBeVisible();
    await expect.poll(chimes.notes).toContain(NEW_ORDER_NOTE);
    // One new-order chime since the dessert was sent: the mains', none for the held dessert.
    const heard = await chimes.notes();
    const others = await othersNewSince(request, owner, windowOpened - 2_000, placed);
    if (others.length === 0)
      expect(heard.filter((note) => note === NEW_ORDER_NOTE)).toHaveLength(1);

    // On the kitchen display the mains are work now, numbered; the dessert still waits.
    await openScreen(page, 'Mutfak Ekranı');
    const fired = card(page, byCourse('main'));
    await expect(fired.getByRole('button', { name: /Tamamı Hazır$/ })).toBeVisible();
    await expect(fired).toContainText('Ana yemek');
    await expect(fired).not.toContainText('Bekliyor');
    await expect(held.getByRole('article')).toHaveCount(1);
    await expect(held).toContainText('Bekliyor · Tatlı');

    // On the board the fired mains may be printed again; the held dessert has printed nothing
    // yet, so it has no "Tekrar yazdır" (issue 33).
    await openScreen(page, 'Siparişler');
    await expect(fired.getByRole('button', { name: 'Tekrar yazdır' })).toBeVisible();
    await expect(card(page, dessert!)).toContainText('Bekliyor');
    await expect(card(page, dessert!).getByRole('button', { name: 'Tekrar yazdır' })).toHaveCount(
      0,
    );
    await openScreen(page, 'Mutfak Ekranı');

    // The same on a waiter's phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(held).toContainText('Bekliyor · Tatlı');
    await page.screenshot({ path: 'docs/screenshots/staff-kitchen-held-course-phone.png' });
    await openScreen(page, 'Masalar');
    await page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }).click();
    const fireDessert = page
      .getByRole('region', { name: new RegExp(`^${table.name} ·`) })
      .getByRole('button', { name: 'Marş: Tatlı' });
    await fireDessert.scrollIntoViewIfNeeded();
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/staff-table-fire-course-phone.png' });
  } finally {
    for (const order of placed) {
      await request.patch(`/api/staff/orders/${order.id}/status`, {
        headers: owner,
        data: { status: 'cancelled', reason: 'Test servisi bitti.' },
      });
    }
    await table.close();
  }
});
