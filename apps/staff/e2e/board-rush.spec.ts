import { type Page, expect, test } from '@playwright/test';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { signInStaff } from './support/sign-in.ts';
import { READY_NOTE, listenForChimes, placeRush } from './support/rush.ts';

// Issue 29: on a busy evening the board's columns ran off a 1024×768 tablet, a seven-line card
// hid its 'Kabul Et' below the screen and over the next column, fifteen new orders had no
// 'accept all', and nothing told the waiter that food was ready. Thirty open orders at Ege
// Sofrası, on the tablet the waiter carries.

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };

type Box = { left: number; top: number; right: number; bottom: number };
type Column = { name: string; box: Box; cards: { name: string; box: Box; action: Box | null }[] };

/** Where the board's columns, cards and primary buttons are, read in one go (cards move live). */
function boardGeometry(page: Page): Promise<Column[]> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    return [...document.querySelectorAll('.board > section')].map((column) => ({
      name: column.querySelector('h2')?.textContent ?? '',
      box: box(column),
      cards: [...column.querySelectorAll('article')].map((card) => {
        const action = card.querySelector('.card-actions .primary');
        return {
          name: card.querySelector('h3')?.textContent ?? '',
          box: box(card),
          action: action && box(action),
        };
      }),
    }));
  });
}

const within = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/**
 * The columns sit side by side within the screen; every card lies within its column; every
 * card that shows its top there has its primary button on screen within the column. Answers
 * how many cards of the new column were checked so.
 */
async function expectActionsInView(page: Page): Promise<number> {
  const size = page.viewportSize()!;
  const screen = { left: 0, top: 0, right: size.width, bottom: size.height };
  const columns = await boardGeometry(page);
  expect(columns).toHaveLength(5);
  let checkedNew = 0;
  for (const [index, column] of columns.entries()) {
    expect(within(column.box, screen), `${column.name} stays on screen`).toBe(true);
    const next = columns[index + 1];
    if (next) expect(column.box.right, 'columns never overlap').toBeLessThanOrEqual(next.box.left);
    for (const card of column.cards) {
      expect(card.box.left).toBeGreaterThanOrEqual(column.box.left - 0.5);
      expect(card.box.right, `${card.name} inside ${column.name}`).toBeLessThanOrEqual(
        column.box.right + 0.5,
      );
      const topShows = card.box.top >= column.box.top && card.box.top < column.box.bottom - 40;
      if (!topShows || !card.action) continue;
      expect(within(card.action, column.box), `${card.name}'s button in view`).toBe(true);
      if (index === 0) checkedNew += 1;
    }
  }
  return checkedNew;
}

test('thirty open orders fit a 1024×768 tablet, the new ones are accepted at once, and ready food chimes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const chimes = await listenForChimes(page);
  await signInStaff(page, OWNER);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
  await page.getByRole('button', { name: 'Servisi Başlat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Canlı' })).toBeVisible();

  const { orders, clear } = await placeRush(request, 30);
  try {
    const staff = await staffHeaders(request, OWNER);
    // A few move along, as on a real evening: every column has cards.
    for (const order of orders.slice(0, 3)) await moveOrder(request, staff, order.id, 'received');
    for (const order of orders.slice(3, 6)) {
      await moveOrder(request, staff, order.id, 'received', 'preparing');
    }
    const newColumn = page.getByRole('region', { name: /^Yeni/ });
    const last = orders.at(-1)!;
    const lastCard = newColumn.getByRole('article', { name: new RegExp(`#${last.orderNumber}$`) });
    await expect(lastCard).toBeAttached();
    // Other specs' diners order at Ege too: at least ours are there.
    await expect.poll(() => newColumn.getByRole('article').count()).toBeGreaterThanOrEqual(24);

    // The page itself never scrolls: each column does, on its own.
    const page1 = await page.evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      height: window.innerHeight,
    }));
    expect(page1.scroll).toBeLessThanOrEqual(page1.height);
    // Other specs' longer cards may share the column: at least one of ours is checked.
    expect(await expectActionsInView(page)).toBeGreaterThanOrEqual(1);

    // A seven-line order folds its lines after four; its button is on screen.
    const long = newColumn.getByRole('article', {
      name: new RegExp(`#${orders[9]!.orderNumber}$`),
    });
    await long.scrollIntoViewIfNeeded();
    await expect(long.getByRole('button', { name: '+3 satır daha' })).toBeVisible();
    await expect(long.getByRole('listitem')).toHaveCount(4);
    await expectActionsInView(page);
    // Scrolled to its end, the new column shows its last card with its button on screen.
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard.getByRole('button', { name: 'Kabul Et' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectActionsInView(page);
    await newColumn.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshots/board-30-orders.png' });

    // Food ready at the pass: a chime of its own, and the tab title counts it.
    await chimes.clear();
    await moveOrder(request, staff, orders[3]!.id, 'ready');
    const ready = page.getByRole('region', { name: /^Hazır/ });
    await expect(
      ready.getByRole('article', { name: new RegExp(`#${orders[3]!.orderNumber}$`) }),
    ).toBeVisible();
    await expect.poll(chimes.notes).toContain(READY_NOTE);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const count = (name: string) =>
            Number(document.querySelector(`#column-${name} .count`)?.textContent ?? 0);
          const requests = [...document.querySelectorAll('.views a')]
            .find((tab) => tab.textContent?.startsWith('İstekler'))
            ?.querySelector('.view-count')?.textContent;
          const title = /^\((\d+)\)/.exec(document.title)?.[1];
          return Number(title) === count('new') + count('ready') + Number(requests ?? 0);
        }),
      )
      .toBe(true);

    // Accept all: asked once, then every order the column showed is accepted.
    // Other specs' diners order at Ege meanwhile, and their specs accept their own orders: this
    // tablet must not accept those under them. Only this test's acceptances go through; the
    // others fail as on a dropped connection, and the dialog says so (a refusal does not stop
    // the rest).
    const ours = new Set(orders.map((order) => order.id));
    await page.route(/\/api\/staff\/orders\/[^/]+\/status$/, (route) =>
      ours.has(route.request().url().split('/').at(-2)!) ? route.continue() : route.abort(),
    );
    const shown = await newColumn.getByRole('article').count();
    await newColumn.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    const dialog = page.getByRole('dialog', { name: `${shown} yeni sipariş kabul edilsin mi?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    if (shown > 24) {
      await expect(dialog.getByRole('alert')).toContainText(
        `${shown - 24} sipariş kabul edilemedi`,
        {
          timeout: 60_000,
        },
      );
      await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    }
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    for (const order of orders.slice(6)) {
      const read = await request.get(`/api/staff/orders/${order.id}`, { headers: staff });
      expect(((await read.json()) as { data: { status: string } }).data.status).toBe('received');
    }
    await expect(lastCard).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: /^Alındı/ }).getByRole('article', {
        name: new RegExp(`#${last.orderNumber}$`),
      }),
    ).toBeAttached();
  } finally {
    await clear();
  }
});
