import { type Locator, type Page, expect, test } from '@playwright/test';
import { signInStaff } from './support/sign-in.ts';

// Issue 31 §3, §5: the waiter takes the order. At Bahçe 7 (table number 7) a waiter takes a
// 5-line order on the staff app (two starters, a dish with a required option, an extra and a
// note, another main, a drink) and sends it in at most 20 taps, counted here; the board and
// the kitchen display show it. Then the same table gets another round from its panel, one tap
// per dish. The same on a 390×844 phone and a 1024×768 tablet.

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@bogaz.masa.app', password: 'staff1234' };
const MOST_TAPS = 20;

/** Each tap (a click, a check, a field typed into) the waiter makes, counted. */
function counter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    type: async (target: Locator, text: string) => {
      taps += 1;
      await target.fill(text);
    },
    get taps() {
      return taps;
    },
  };
}

async function takeOrder(page: Page, shot: string) {
  const waiter = counter();
  await signInStaff(page, WAITER);
  await waiter.tap(page.getByRole('link', { name: 'Masalar' }));
  await waiter.tap(page.getByRole('button', { name: /^Bahçe 7\b/ }));
  await waiter.tap(page.getByRole('link', { name: 'Sipariş Al' }));
  await expect(page).toHaveURL(/\/staff\/floor\/table-bogaz07\/order$/);
  await expect(page.getByRole('heading', { name: 'Bahçe 7 · Sipariş' })).toBeVisible();

  const menu = page.getByRole('region', { name: 'Menüde ara' });
  const dish = (name: string) => menu.getByRole('button', { name: new RegExp(`^${name} ₺`) });
  await waiter.tap(menu.getByRole('button', { name: 'Başlangıçlar' }));
  await waiter.tap(dish('Mercimek Çorbası'));
  await waiter.tap(dish('Humus'));
  await waiter.tap(menu.getByRole('button', { name: 'Ana Yemekler' }));
  await waiter.tap(dish('Köfte Burger'));
  const sheet = page.getByRole('dialog', { name: 'Köfte Burger' });
  const add = sheet.getByRole('button', { name: /^Ekle/ });
  // The required option is enforced: "Ekle" waits, saying what to choose.
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Önce seçin: Pişirme');
  await expect(sheet.getByLabel('Servis sırası')).toHaveValue('main');
  await waiter.tap(sheet.getByRole('radio', { name: 'Orta' }));
  await waiter.tap(sheet.getByRole('checkbox', { name: /^Kaşar Peyniri/ }));
  await waiter.type(sheet.getByLabel('Not'), 'Soğansız');
  await page.screenshot({ path: `docs/screenshots/staff-waiter-dish-${shot}.png` });
  await waiter.tap(add);
  await waiter.tap(dish('Hünkar Beğendi'));
  await waiter.tap(menu.getByRole('button', { name: 'Soğuk İçecekler' }));
  await waiter.tap(dish('Ayran'));

  // The running ticket, by course in the order of service.
  const ticket = page.getByRole('region', { name: 'Adisyon' });
  await expect(ticket.getByRole('heading', { level: 3 })).toHaveText([
    'İçecek',
    'Başlangıç',
    'Ana yemek',
  ]);
  await expect(ticket.getByRole('region', { name: 'Ana yemek' })).toContainText(
    'Köfte Burger · Orta · Ekstra: Kaşar Peyniri',
  );
  await expect(ticket).toContainText('Soğansız');
  await expect(ticket).toContainText('5 ürün');
  await expectNoSideScroll(page);
  await page.screenshot({ path: `docs/screenshots/staff-waiter-order-${shot}.png` });

  await waiter.tap(ticket.getByRole('button', { name: 'Gönder' }));
  await expect(page).toHaveURL(/\/staff\/floor\/table-bogaz07$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sipariş gönderildi' })).toHaveText(
    'Sipariş gönderildi: Bahçe 7',
  );
  expect(waiter.taps).toBeLessThanOrEqual(MOST_TAPS);
  return waiter.taps;
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/** What the kitchen and the board see of the waiter's order. */
async function expectInKitchen(page: Page) {
  const kitchen = await page.context().browser()!.newPage();
  await signInStaff(kitchen, KITCHEN);
  const board = kitchen.getByRole('main');
  await expect(board).toContainText('Mercimek Çorbası');
  await expect(board).toContainText('Ayran');
  await kitchen.getByRole('link', { name: 'Mutfak Ekranı' }).click();
  await expect(kitchen.getByRole('main')).toContainText('Mercimek Çorbası');
  await expect(kitchen.getByRole('main')).toContainText('Ayran');
  await kitchen.close();
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
]) {
  test.describe(`on a ${size.viewport.width}×${size.viewport.height} screen`, () => {
    test.use({ viewport: size.viewport });

    test('a waiter takes a 5-line order at table 7 and sends it in at most 20 taps', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await takeOrder(page, size.name);
      await expectInKitchen(page);

      // Another round from the table's panel: the dishes it ordered are one tap away.
      const panel = page.getByRole('region', { name: /^Bahçe 7 ·/ });
      await panel.getByRole('button', { name: 'Tekrar: Ayran' }).click();
      await expect(page).toHaveURL(/\/order$/);
      const ticket = page.getByRole('region', { name: 'Adisyon' });
      await expect(ticket.getByRole('region', { name: 'İçecek' })).toContainText('Ayran');
      await expect(ticket).toContainText('1 ürün');
    });
  });
}
