import { type Browser, type Page, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import { moreScreens, openScreen, screenTab, screenTabs } from './support/screens.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 31 §2 on a phone 360 to 430 px wide, ADR 121: every screen of every role is one tap away,
// or two through "Diğer" / "More", in Turkish and in English; the bar covers nothing of a screen;
// "More" is a disclosure a keyboard and a screen reader can use, closed by a tap outside the bar
// and by Back; the bar's labels grow with a person's larger text. A 1024 px tablet is unchanged.

/** Kuğulu's people, each role with its screens in the order the bar shows them. */
const OWNER_TABS = [
  { tr: 'Siparişler', en: 'Orders', path: '/staff/' },
  { tr: 'Mutfak Ekranı', en: 'Kitchen display', path: '/staff/kitchen' },
  { tr: 'Masalar', en: 'Tables', path: '/staff/floor' },
  { tr: 'İstekler', en: 'Requests', path: '/staff/requests' },
  { tr: 'Menü', en: 'Menu', path: '/staff/menu' },
  { tr: 'Menü / Stok', en: 'Menu / Stock', path: '/staff/stock' },
  { tr: 'Masa ve QR', en: 'Tables & QR', path: '/staff/tables' },
  { tr: 'Raporlar', en: 'Reports', path: '/staff/reports' },
  { tr: 'Gün Sonu', en: 'End of day', path: '/staff/day' },
  { tr: 'Bahşiş', en: 'Tips', path: '/staff/tips' },
  { tr: 'Veresiye', en: 'Open accounts', path: '/staff/accounts' },
  { tr: 'Personel', en: 'Staff', path: '/staff/members' },
  { tr: 'Ayarlar', en: 'Settings', path: '/staff/settings' },
  { tr: 'Kayıtlar', en: 'Records', path: '/staff/audit' },
] as const;
type Tab = (typeof OWNER_TABS)[number];
const only = (...paths: string[]) => OWNER_TABS.filter((tab) => paths.includes(tab.path));
const MY_TIPS = { tr: 'Bahşişlerim', en: 'My tips', path: '/staff/my-tips' } as const;
const ROLES: { role: string; email: string; tabs: readonly (Tab | typeof MY_TIPS)[] }[] = [
  { role: 'owner', email: 'staff@kugulu.masa.app', tabs: OWNER_TABS },
  {
    role: 'manager',
    email: 'manager@kugulu.masa.app',
    tabs: OWNER_TABS.filter((tab) => tab.path !== '/staff/audit'),
  },
  {
    role: 'waiter',
    email: 'waiter@kugulu.masa.app',
    tabs: [
      ...only('/staff/', '/staff/kitchen', '/staff/floor', '/staff/requests', '/staff/stock'),
      MY_TIPS,
    ],
  },
  {
    role: 'kitchen',
    email: 'kitchen@kugulu.masa.app',
    tabs: [...only('/staff/', '/staff/kitchen', '/staff/stock'), MY_TIPS],
  },
];
const LANGUAGES = ['tr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
const TABLET = { width: 1024, height: 768 };

async function phone(browser: Browser, viewport: { width: number; height: number }) {
  return browser.newContext({ viewport, isMobile: true, hasTouch: true });
}

/** Signs the person in and switches the app to the language. */
async function signIn(page: Page, email: string, language: Language) {
  await signInStaff(page, { email, password: 'staff1234' });
  await expect(screenTabs(page)).toBeVisible();
  if (language === 'en') {
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  }
}

/**
 * The tab is on the screen, whole, and a thumb's size. The screen is what the phone shows: a
 * screen wider than the phone makes the phone zoom out to show it all, bar included.
 */
async function expectReachable(page: Page, name: string) {
  const link = screenTab(page, name);
  const { width, height } = await page.evaluate(() => ({
    width: Math.max(window.innerWidth, window.visualViewport?.width ?? 0),
    height: Math.max(window.innerHeight, window.visualViewport?.height ?? 0),
  }));
  await expect(link, name).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(width);
  expect(box.y + box.height, name).toBeLessThanOrEqual(height);
  expect(box.height, name).toBeGreaterThanOrEqual(44);
  expect(box.width, name).toBeGreaterThanOrEqual(44);
}

/**
 * Back to the board by its tab's click, not a tap: each screen is opened from the board, so a
 * screen that grew wider than a 360 px phone (waiter-phone.spec.ts fails on it) and zoomed the
 * phone out cannot misplace the next screen's tap on the bar.
 */
async function backToBoard(page: Page, language: Language) {
  await screenTab(page, OWNER_TABS[0][language]).dispatchEvent('click');
  await expect(page).toHaveURL(/\/staff\/?$/);
}

for (const language of LANGUAGES) {
  test(`360 px, ${language}: every tab of the owner opens its screen, four from the bar and the rest through More`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await phone(browser, { width: 360, height: 740 });
    const page = await context.newPage();
    try {
      await signIn(page, 'staff@kugulu.masa.app', language);
      for (const [index, { path, ...names }] of OWNER_TABS.entries()) {
        const name = names[language];
        if (index > 0) await backToBoard(page, language);
        // The first four are in the bar; the rest are one tap on "More" away.
        if (index >= 4) {
          await expect(screenTab(page, name)).toBeHidden();
          await moreScreens(page).tap();
          await expect(moreScreens(page)).toHaveAttribute('aria-expanded', 'true');
        }
        await expectReachable(page, name);
        await screenTab(page, name).tap();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\/$/, '')}/?$`));
        await expect(screenTab(page, name, { includeHidden: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        // Choosing a screen closes the rest: the screen it opened is not under the list.
        if (index >= 4) {
          await expect(moreScreens(page)).toHaveAttribute('aria-expanded', 'false');
          await expect(screenTab(page, name)).toBeHidden();
        }
        await expect(
          page.getByRole('heading', { name: /^(Bu ekrana erişiminiz yok|You have no access)/ }),
        ).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  });
}

test('More by keyboard: Enter opens the rest at its first tab, Tab walks them back to More, Escape closes them', async ({
  browser,
}) => {
  const context = await phone(browser, { width: 390, height: 844 });
  const page = await context.newPage();
  try {
    await signIn(page, 'staff@kugulu.masa.app', 'tr');
    const more = moreScreens(page);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // The rest stands before More in the page: focus goes to its first tab, and Tab walks the
    // other nine to More, not out of the bar.
    await expect(screenTab(page, 'Menü')).toBeFocused();
    for (let i = 0; i < 9; i++) await page.keyboard.press('Tab');
    await expect(screenTab(page, 'Kayıtlar')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    // Into the list and out again with Escape: the list closes, focus is not lost with it.
    await page.keyboard.press('Shift+Tab');
    await expect(screenTab(page, 'Kayıtlar')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(screenTab(page, 'Ayarlar')).toBeHidden();
    await expect(more).toBeFocused();
    // Chosen from the keyboard: the screen opens, the list closes, the tab says it is current.
    await page.keyboard.press('Enter');
    await expect(screenTab(page, 'Menü')).toBeFocused();
    for (let i = 0; i < 9; i++) await page.keyboard.press('Tab');
    await expect(screenTab(page, 'Kayıtlar')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/audit$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(screenTab(page, 'Kayıtlar', { includeHidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  } finally {
    await context.close();
  }
});

/**
 * What the page shows last (a button, a link, a field) is above the bar once the page is scrolled
 * to its end, and a tap there reaches it, not the bar. Polled: a screen's data may still be
 * arriving and make the page longer.
 */
async function expectLastControlUncovered(page: Page, screen: string) {
  const lastControl = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const bar = document.querySelector('nav.views')!.getBoundingClientRect();
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'main button, main a[href], main input, main select, main textarea',
        ),
      ].filter((el) => el.getClientRects().length > 0 && el.closest('.visually-hidden') === null);
      const control = controls.reduce<HTMLElement | undefined>(
        (lowest, el) =>
          !lowest || el.getBoundingClientRect().bottom >= lowest.getBoundingClientRect().bottom
            ? el
            : lowest,
        undefined,
      );
      if (!control) return { name: 'none', covered: false };
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
      const reached = hit !== null && (control === hit || control.contains(hit));
      return {
        name: (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40),
        covered: box.bottom > bar.top || !reached,
      };
    });
  await expect.poll(lastControl, { message: screen }).toMatchObject({ covered: false });
}

for (const { role, email, tabs } of ROLES) {
  test(`the ${role}'s screens on phones and the tablet, in Turkish and English: every tab reachable, nothing under the bar`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    for (const language of LANGUAGES) {
      for (const viewport of [...PHONES, TABLET]) {
        const context =
          viewport === TABLET
            ? await browser.newContext({ viewport, hasTouch: true })
            : await phone(browser, viewport);
        const page = await context.newPage();
        const size = `${viewport.width}x${viewport.height}`;
        try {
          await signIn(page, email, language);
          await expect(page.getByRole('main')).toBeVisible();
          await page.screenshot({
            path: test.info().outputPath(`${role}-${size}-${language}.png`),
          });
          const many = tabs.length > 5 && viewport !== TABLET;
          await expect(moreScreens(page)).toHaveCount(many ? 1 : 0);
          if (many) await moreScreens(page).tap();
          for (const tab of tabs) {
            if (viewport === TABLET) await expect(screenTab(page, tab[language])).toBeVisible();
            else await expectReachable(page, tab[language]);
          }
          if (many) {
            await page.screenshot({
              path: test.info().outputPath(`${role}-${size}-${language}-more.png`),
            });
            await moreScreens(page).tap();
          }
          // Each screen at the smallest phone: its last control is clear of the bar.
          if (viewport.width === 360) {
            for (const tab of tabs) {
              await backToBoard(page, language);
              await openScreen(page, tab[language]);
              await expect(page).toHaveURL(new RegExp(`${tab.path.replace(/\/$/, '')}/?$`));
              await expectLastControlUncovered(page, tab[language]);
              await page.screenshot({
                path: test
                  .info()
                  .outputPath(`${role}-${size}-${language}-${tab.en.replace(/\W+/g, '-')}-end.png`),
              });
            }
          }
        } finally {
          await context.close();
        }
      }
    }
  });
}

test('a tap outside the bar closes More, and so do Back and Forward', async ({ browser }) => {
  const context = await phone(browser, { width: 360, height: 640 });
  const page = await context.newPage();
  try {
    await signIn(page, 'staff@kugulu.masa.app', 'tr');
    const more = moreScreens(page);
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // The business's name at the top of the page, above the opened rest.
    await page.getByRole('banner').getByText('Kuğulu Kahvecisi').tap();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(screenTab(page, 'Ayarlar')).toBeHidden();

    await more.tap();
    await screenTab(page, 'Ayarlar').tap();
    await expect(page).toHaveURL(/\/staff\/settings$/);
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/staff\/?$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(screenTab(page, 'Ayarlar')).toBeHidden();

    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.goForward();
    await expect(page).toHaveURL(/\/staff\/settings$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(screenTab(page, 'Ayarlar')).toBeHidden();
  } finally {
    await context.close();
  }
});

test('Escape in a dialog opened while More is open closes the dialog and leaves More open', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ, 'Diğer');
  const context = await phone(browser, { width: 390, height: 844 });
  const page = await context.newPage();
  const diner = await registerByApi(request, uniqueEmail('more'), 'Diğer Misafir');
  const { order } = await placeApiOrder(request, diner, BOGAZ, table.id, 1);
  try {
    await signIn(page, 'staff@bogaz.masa.app', 'tr');
    const card = page.getByRole('article', { name: new RegExp(`Sipariş #${order.orderNumber}$`) });
    const cancel = card.getByRole('button', { name: 'İptal Et' });
    await expect(cancel).toBeVisible();
    const more = moreScreens(page);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // Past the bar to the order's card from the keyboard, as Tab gets there: a tap would close
    // More first. The card's "İptal Et" opens its dialog over the page, More still open.
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: `Sipariş #${order.orderNumber} iptal edilsin mi?`,
    });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(screenTab(page, 'Ayarlar')).toBeVisible();
    // The order is as it was; an Escape nothing else takes closes More.
    await expect(cancel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(screenTab(page, 'Ayarlar')).toBeHidden();
  } finally {
    await context.close();
    const owner = await staffHeaders(request, {
      email: 'staff@bogaz.masa.app',
      password: 'staff1234',
    });
    await request.patch(`/api/staff/orders/${order.id}/status`, {
      headers: owner,
      data: { status: 'cancelled', reason: 'Test bitti.' },
    });
    await table.close();
  }
});

for (const language of LANGUAGES) {
  test(`${language}: More names the open screen when it is one of the rest, to a screen reader as well`, async ({
    browser,
  }) => {
    const context = await phone(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    const [records, orders] = [OWNER_TABS[13][language], OWNER_TABS[0][language]];
    try {
      await signIn(page, 'staff@kugulu.masa.app', language);
      const more = moreScreens(page);
      await expect(more).toHaveAccessibleDescription('');
      await openScreen(page, records);
      await expect(page).toHaveURL(/\/staff\/audit$/);
      // Still found by its name, "Diğer" / "More"; what it says beyond is the open screen.
      await expect(more).toHaveAccessibleName(language === 'tr' ? 'Diğer' : 'More');
      await expect(more).toHaveAccessibleDescription(
        language === 'tr' ? `Açık ekran: ${records}` : `Open screen: ${records}`,
      );
      await screenTab(page, orders).tap();
      await expect(page).toHaveURL(/\/staff\/?$/);
      await expect(more).toHaveAccessibleDescription('');
    } finally {
      await context.close();
    }
  });
}

/**
 * Each tab shown in the bar (the opened rest too): its box, its label's box (the text and what
 * waits on it) and its font size in pixels.
 */
function barTabs(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('nav.views > .view')]
      .filter((tab) => tab.getClientRects().length > 0)
      .map((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        const { left, right, top, bottom } = tab.getBoundingClientRect();
        const label = range.getBoundingClientRect();
        return {
          name: tab.textContent ?? '',
          fontSize: parseFloat(getComputedStyle(tab).fontSize),
          tab: { left, right, top, bottom },
          label: { left: label.left, right: label.right, top: label.top, bottom: label.bottom },
        };
      }),
  );
}

for (const { role, email, tabs } of ROLES) {
  test(`the ${role}'s bar at 360 px with 125 % text: its labels grow and fit their tabs, in Turkish and English`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    for (const language of LANGUAGES) {
      const context = await phone(browser, { width: 360, height: 640 });
      const page = await context.newPage();
      try {
        await signIn(page, email, language);
        const many = tabs.length > 5;
        if (many) await moreScreens(page).tap();
        const atDefault = await barTabs(page);
        // A person's text size setting of 125 %: the root font of 20 px rather than 16.
        await page.evaluate(() => (document.documentElement.style.fontSize = '20px'));
        const larger = await barTabs(page);
        expect(larger.map(({ name }) => name)).toEqual(atDefault.map(({ name }) => name));
        expect(larger).toHaveLength(tabs.length + (many ? 1 : 0));
        for (const [index, { name, fontSize, tab, label }] of larger.entries()) {
          expect(fontSize, name).toBeGreaterThan(atDefault[index]!.fontSize);
          expect(label.left, name).toBeGreaterThanOrEqual(tab.left);
          expect(label.right, name).toBeLessThanOrEqual(tab.right);
          expect(label.top, name).toBeGreaterThanOrEqual(tab.top);
          expect(label.bottom, name).toBeLessThanOrEqual(tab.bottom);
          expect(tab.left, name).toBeGreaterThanOrEqual(0);
          expect(tab.right, name).toBeLessThanOrEqual(360);
          expect(tab.bottom, name).toBeLessThanOrEqual(640);
          // No two tabs overlap.
          for (const other of larger.slice(index + 1)) {
            const apart =
              other.tab.left >= tab.right ||
              other.tab.right <= tab.left ||
              other.tab.top >= tab.bottom ||
              other.tab.bottom <= tab.top;
            expect(apart, `${name} and ${other.name}`).toBe(true);
          }
        }
        await page.screenshot({
          path: test
            .info()
            .outputPath(`${role}-360x640-${language}-text-125${many ? '-more' : ''}.png`),
        });
        if (many) await moreScreens(page).tap();
        await page.screenshot({
          path: test.info().outputPath(`${role}-360x640-${language}-text-125.png`),
        });
        // The page keeps room below for the taller bar: each screen's last control takes a tap.
        if (language === 'tr') {
          for (const tab of tabs) {
            await backToBoard(page, language);
            await openScreen(page, tab.tr);
            await expect(page).toHaveURL(new RegExp(`${tab.path.replace(/\/$/, '')}/?$`));
            await expectLastControlUncovered(page, tab.tr);
          }
        }
      } finally {
        await context.close();
      }
    }
  });
}
