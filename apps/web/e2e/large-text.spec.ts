import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { expectNoSidewaysScroll, largeText } from './support/sideways.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 30 (Low): a diner who reads with the text at 200 % (the browser's text size on the
// page's root) on a 360×640 phone: the menu, the cart and the orders screen grow downwards,
// never sideways. Nothing runs off the right edge, and the page never scrolls sideways.

test.use({ viewport: { width: 360, height: 640 } });

async function expectNothingSideways(page: Page, shot: string) {
  await largeText(page);
  await page.screenshot({ path: `test-results/large-text/${shot}.png`, fullPage: true });
  await expectNoSidewaysScroll(page);
}

/** The page's title read whole: not cut (ellipsis) and not covered by the header's buttons. */
async function expectTitleWhole(page: Page, name: string) {
  const title = page.getByRole('heading', { level: 1, name });
  const found = await title.evaluate((h1) => {
    const box = h1.getBoundingClientRect();
    const buttons = [...(h1.parentElement?.querySelectorAll('a, button') ?? [])]
      .map((b) => b.getBoundingClientRect())
      .filter((b) => b.width > 0);
    const covered = buttons.some(
      (b) => b.left < box.right && b.right > box.left && b.top < box.bottom && b.bottom > box.top,
    );
    return { cut: h1.scrollWidth > h1.clientWidth + 1, covered, width: box.width };
  });
  expect(found).toMatchObject({ cut: false, covered: false });
}

/**
 * The bottom bar's labels at 200 %: grown with the text (at least 1.5 × their 12 px), whole
 * (no word broken, nothing cut) and not over one another.
 */
async function expectNavLabelsGrown(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  const labels = await nav.evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>('a > span:last-child')].map((label) => {
      const style = getComputedStyle(label);
      const lines = Math.round(label.getBoundingClientRect().height / parseFloat(style.lineHeight));
      const box = label.getBoundingClientRect();
      return {
        text: label.textContent ?? '',
        fontSize: parseFloat(style.fontSize),
        brokenWord: lines > (label.textContent ?? '').trim().split(/\s+/).length,
        cut: label.scrollWidth > label.clientWidth + 1,
        box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      };
    }),
  );
  expect(labels.map((l) => l.text)).toEqual(['Ana Sayfa', 'QR Tara', 'Siparişler', 'Profilim']);
  for (const label of labels) {
    expect(label, label.text).toMatchObject({ brokenWord: false, cut: false });
    expect(label.fontSize, label.text).toBeGreaterThanOrEqual(18);
  }
  for (const [i, a] of labels.entries())
    for (const b of labels.slice(i + 1)) {
      const overlap =
        a.box.left < b.box.right &&
        a.box.right > b.box.left &&
        a.box.top < b.box.bottom &&
        a.box.bottom > b.box.top;
      expect(overlap, `${a.text} over ${b.text}`).toBe(false);
    }
}

test('at 200 % text the menu, the cart and the orders grow downwards, never sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(page.request, BOGAZ_ID, 'Büyük Yazı');
  const { session } = await dinerWithOrder(page.request, table.id);
  await openAsDiner(page, session, table.id, `/menu/${BOGAZ_ID}`);
  await expect(page.getByRole('button', { name: 'Çay sepete ekle' })).toBeVisible();
  await expectNothingSideways(page, 'menu');

  await addFromMenu(page, 'Çay', ['Normal']);
  await page.goto('/customerapp/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Çay').first()).toBeVisible();
  await expectNothingSideways(page, 'cart');

  await page.goto('/customerapp/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişlerim' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await expectNothingSideways(page, 'orders');
});

test('at 200 % text a page title is never squeezed by its buttons, and the bar labels grow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(page.request, BOGAZ_ID, 'Büyük Başlık');
  const { session } = await dinerWithOrder(page.request, table.id);
  await openAsDiner(page, session, table.id, '/orders');
  await expect(page.getByRole('button', { name: 'Siparişleri Yenile' })).toBeVisible();
  await largeText(page);
  await page.screenshot({ path: 'test-results/large-text/orders-header.png' });
  // "Siparişleri Yenile" hid all but "Sip…" of "Siparişlerim" (issue 30).
  await expectTitleWhole(page, 'Siparişlerim');
  await expect(page.getByRole('button', { name: 'Siparişleri Yenile' })).toBeInViewport();
  await expectNavLabelsGrown(page);

  await page.goto('/customerapp/profile');
  await largeText(page);
  await expectNavLabelsGrown(page);

  await page.goto(`/customerapp/menu/${BOGAZ_ID}`);
  await expect(page.getByRole('button', { name: 'Çay sepete ekle' })).toBeVisible();
  await largeText(page);
  await page.screenshot({ path: 'test-results/large-text/menu-header.png' });
  await expectTitleWhole(page, 'Menü');
});
