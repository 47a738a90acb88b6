import { type Page, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen } from './support/screens.ts';

// Issue 31 §2: the staff app in a waiter's pocket (360–430 px wide). Every screen a waiter opens
// fits the phone's width (no sideways scrolling), the screens are one thumb's reach away in a
// bar along the bottom, and what a waiter taps is at least 44 px tall.

const WAITER = { email: 'waiter@ege.masa.app', password: 'staff1234' };
const TABLE = 'table-ege04';
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/** Nothing is wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Every button and link shown on the screen is at least 44 px tall. */
async function expectBigTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], select')]
      .filter((el) => el.offsetParent !== null && el.closest('.visually-hidden') === null)
      .map((el) => ({
        name: el.textContent?.trim() ?? '',
        height: el.getBoundingClientRect().height,
      }))
      .filter(({ height }) => height < 44),
  );
  expect(small).toEqual([]);
}

for (const phone of PHONES) {
  test(`a waiter's phone at ${phone.width}×${phone.height}: board, floor, table panel and requests fit, with big targets`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // Something on the table's panel: an order with its bill and the button to take payment.
    const diner = await registerByApi(request, uniqueEmail('waiter-phone'), 'Cep Garson');
    await placeApiOrder(request, diner, EGE, TABLE, 1);
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInStaff(page, WAITER);
      const tabs = page.getByRole('navigation', { name: 'Ekranlar' });
      await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
      // The screens are in a bar at the bottom of the phone, within the thumb's reach.
      const bar = (await tabs.boundingBox())!;
      expect(bar.y + bar.height).toBeGreaterThan(phone.height - 4);
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(phone.width);
      await expectNoSidewaysScroll(page);
      await expectBigTargets(page);
      await page.screenshot({ path: test.info().outputPath(`board-${phone.width}.png`) });

      await openScreen(page, 'Masalar');
      await expect(page.getByRole('button', { name: /^Masa 4\b/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectBigTargets(page);
      await page.getByRole('button', { name: /^Masa 4\b/ }).click();
      const panel = page.getByRole('region', { name: /^Masa 4 · / });
      // The tap brings the panel up, its name and first order in sight, not below the tables.
      await expect(panel.getByRole('heading', { name: /^Masa 4 · / })).toBeInViewport();
      await expect(panel.getByText(/^Sipariş #\d+ ·/).first()).toBeInViewport();
      await expect(panel.getByRole('button', { name: 'Ödeme Al' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectBigTargets(page);
      await page.screenshot({ path: test.info().outputPath(`table-panel-${phone.width}.png`) });

      await openScreen(page, 'İstekler');
      await expect(page.getByRole('heading', { name: 'Müşteri istekleri' })).toBeAttached();
      await expectNoSidewaysScroll(page);
      await expectBigTargets(page);
      await page.screenshot({ path: test.info().outputPath(`requests-${phone.width}.png`) });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

// Issue 37: the owner's screens fit a 360 px phone too, in Turkish and in English (Settings was
// 372 px wide in Turkish, Tips 403 px in English).
const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
const OWNER_SCREENS = [
  '/',
  '/kitchen',
  '/floor',
  '/requests',
  '/menu',
  '/stock',
  '/tables',
  '/reports',
  '/day',
  '/tips',
  '/accounts',
  '/members',
  '/settings',
  '/audit',
];

/** The sign-in form's words in each language the phone may speak. */
const SIGN_IN = {
  'tr-TR': { email: 'E-posta', password: 'Şifre', submit: 'Giriş Yap' },
  'en-GB': { email: 'E-mail', password: 'Password', submit: 'Sign in' },
};

for (const locale of ['tr-TR', 'en-GB'] as const) {
  test(`an owner's phone at 360×640 in ${locale}: no screen is wider than the phone`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      locale,
    });
    const page = await context.newPage();
    try {
      const words = SIGN_IN[locale];
      await page.goto('/staff/');
      await page.getByLabel(words.email).fill(OWNER.email);
      await page.getByLabel(words.password).fill(OWNER.password);
      await page.getByRole('button', { name: words.submit }).click();
      await expect(page.getByRole('heading', { name: /^(Yeni|New)/ })).toBeVisible();
      const wide: { screen: string; scrollWidth: number }[] = [];
      for (const screen of OWNER_SCREENS) {
        await page.goto(`/staff${screen}`);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading').first()).toBeVisible();
        // Against the phone's 360 px: a phone shows a wider page zoomed out, and innerWidth
        // (the zoomed-out view) then grows with it.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > 360) wide.push({ screen, scrollWidth });
      }
      expect(wide).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
