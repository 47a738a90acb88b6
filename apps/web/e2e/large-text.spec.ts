import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 30 (Low): a diner who reads with the text at 200 % (the browser's text size on the
// page's root) on a 360×640 phone: the menu, the cart and the orders screen grow downwards,
// never sideways. Nothing runs off the right edge, and the page never scrolls sideways.

test.use({ viewport: { width: 360, height: 640 } });

/** The root's font size at 200 %, as a browser's text-size setting sets it. */
const largeText = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });

/** What runs past the screen's right edge (tag, class and text), and the page's own width. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && element.checkVisibility();
      })
      // A row that scrolls sideways of its own (the chips, the campaigns) keeps its items in reach.
      .filter((element) => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return false;
        }
        return true;
      })
      .map(
        (element) =>
          `${element.tagName}.${element.className} "${element.textContent?.slice(0, 30)}"`,
      );
    return { pageWidth: document.documentElement.scrollWidth, width, past };
  });
}

async function expectNothingSideways(page: Page, shot: string) {
  await largeText(page);
  await page.screenshot({ path: `test-results/large-text/${shot}.png`, fullPage: true });
  const found = await sideways(page);
  expect(found.past).toEqual([]);
  expect(found.pageWidth).toBeLessThanOrEqual(found.width);
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
