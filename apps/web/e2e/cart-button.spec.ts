import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ_ID } from './support/diner-orders.ts';
import { openPrintedCode, ownTable } from './support/table-tokens.ts';

// Issue 30: on a 360×640 phone the floating cart button covered 79 % of a "Sepete Ekle" at the
// foot of a category. The page ends clear of it: every add button on screen takes a tap.

test.use({ viewport: { width: 360, height: 640 } });

/** The add buttons wholly on screen, and those whose centre the cart button covers (the sticky
 * header above may cover one at the top: the diner scrolls up to reach it). */
const addButtonsOnScreen = (page: Page) =>
  page.evaluate(() => {
    const onScreen = [...document.querySelectorAll('button')].filter((button) => {
      const box = button.getBoundingClientRect();
      const name = button.getAttribute('aria-label') ?? '';
      return name.endsWith(' sepete ekle') && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    const covered = onScreen.filter((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && !button.contains(hit) && hit.closest('.cart-button') !== null;
    });
    return { count: onScreen.length, covered: covered.map((b) => b.getAttribute('aria-label')) };
  });

test('at the foot of every category, with the cart button shown, each "Sepete Ekle" on screen takes a tap', async ({
  page,
}) => {
  const table = await ownTable(page.request, BOGAZ_ID, 'Pill');
  try {
    await openPrintedCode(page, BOGAZ_ID, table.id);
    await page.getByRole('button', { name: 'Ayran sepete ekle' }).click();
    await expect(page.getByRole('link', { name: /^Sepete git/ })).toBeVisible();
    const chips = page.getByRole('list', { name: 'Kategoriler' }).getByRole('button');
    const names = await chips.allTextContents();
    expect(names.length).toBeGreaterThan(2);
    for (const name of names) {
      const chip = chips.filter({ hasText: name }).first();
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      // At the foot of the category's dishes once they are drawn, not after a fixed pause.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const { scrollHeight } = document.documentElement;
            window.scrollTo(0, scrollHeight);
            return Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight;
          }),
        )
        .toBe(true);
      const seen = await addButtonsOnScreen(page);
      expect(seen.count, name).toBeGreaterThan(0);
      expect(seen.covered, name).toEqual([]);
    }
  } finally {
    await table.close();
  }
});
