import { expect, test } from './fixtures.ts';
import { BOGAZ_ID } from './support/diner-orders.ts';

// Issue 30 (WCAG 2.5.3, label in name): a diner who says what she sees ("Add to Cart") must
// reach the button by it; in English its name read "Add Lentil Soup to the cart".

for (const { locale, visible } of [
  { locale: 'en-GB', visible: 'Add to Cart' },
  { locale: 'tr-TR', visible: 'Sepete Ekle' },
]) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`every add button's accessible name holds its visible "${visible}"`, async ({ page }) => {
      await page.goto(`/customerapp/menu/${BOGAZ_ID}`);
      await expect(page.getByRole('button', { name: visible }).first()).toBeVisible();
      const addButtonNames = () =>
        page.evaluate((text) => {
          const shown = [...document.querySelectorAll('button')].filter(
            (button) => button.textContent?.trim() === text,
          );
          return shown.map((button) => button.getAttribute('aria-label') ?? text);
        }, visible);
      // The menu's later categories render after its first screen. The page comes with its first
      // screen's cards, which the app replaces with its own two and then the rest, a few at a time.
      // The names checked are those of the read that found them: another read may come between.
      let names: string[] = [];
      await expect.poll(async () => (names = await addButtonNames()).length).toBeGreaterThan(3);
      const lower = visible.toLocaleLowerCase(locale);
      expect(names.filter((name) => !name.toLocaleLowerCase(locale).includes(lower))).toEqual([]);
    });
  });
}
