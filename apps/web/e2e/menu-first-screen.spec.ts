import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRoute } from './support/held-route.ts';
import { BOGAZ } from './support/qr-video.ts';
import { printedTableUrl } from './support/table-tokens.ts';

// A diner at a table with one bar of signal (issue 30): the page of a printed code carries the
// restaurant and its first dishes (ADR 062), so they show before the app's code has arrived,
// and once it has, the app's own menu replaces it.

const TABLE = 'table-bogaz06';
const PHONE = { width: 360, height: 640 };
const FIRST_DISH = 'Serpme Kahvaltı (2 Kişilik)';

/**
 * Notes on the page's own clock (`performance.now()`) the moment the menu takes a tap: the
 * drawn first screen is gone and the app's "Sepete Ekle" of the first dish is there.
 */
const noteWhenMenuUsable = (page: Page) =>
  page.addInitScript((addLabel) => {
    const usable = () =>
      !document.getElementById('first-screen') &&
      document.querySelector(`button[aria-label="${addLabel}"]`) !== null;
    const observer = new MutationObserver(() => {
      if (!usable()) return;
      (window as { menuUsableAt?: number }).menuUsableAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, `${FIRST_DISH} sepete ekle`);

/** That moment, once it has come (the drawn screen's own button is visible before it). */
async function menuUsableTime(page: Page): Promise<number> {
  const read = () => page.evaluate(() => (window as { menuUsableAt?: number }).menuUsableAt);
  await expect.poll(read, { message: 'the menu never took a tap' }).toBeDefined();
  return (await read())!;
}

test('before any script has arrived, the printed code shows the restaurant and its dishes', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The app's code never comes (one bar of signal, at its worst).
  await page.route('**/customerapp/assets/*.js', (route) => route.abort());
  await page.goto(await printedTableUrl(BOGAZ, TABLE, page.request));
  await expect(page.getByRole('heading', { name: 'Boğaziçi Lokantası' })).toBeInViewport();
  const dishes = page.getByRole('list', { name: 'Ürünler' });
  await expect(dishes.getByRole('heading', { name: FIRST_DISH })).toBeInViewport();
  await expect(dishes.getByText('₺950,00')).toBeInViewport();
  await expect(page.getByText('Ürünler yükleniyor...')).toBeVisible();
  // The app's own loading state stays hidden under the drawn menu.
  await expect(page.getByText('Yükleniyor...', { exact: true })).toBeHidden();
});

test("the drawn menu does not jump when the app's code arrives", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const seen = window as unknown as { movedBy: number };
    seen.movedBy = 0;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries())
        seen.movedBy += (shift as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The app's code (which brings its stylesheet) is held until the drawn menu is on screen, as
  // on a slow line; its arrival must not move what the diner is reading (Lighthouse's CLS).
  const app = await holdRoute(page, '**/customerapp/assets/*.js');
  await page.goto(await printedTableUrl(BOGAZ, TABLE, page.request), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: FIRST_DISH })).toBeInViewport();
  app.release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${FIRST_DISH} sepete ekle` })).toBeVisible();
  const movedBy = await page.evaluate(() => (window as unknown as { movedBy: number }).movedBy);
  expect(movedBy).toBeLessThan(0.01);
});

test("on a tall phone the page's largest paint is the drawn cover, and the app's adds none", async ({
  page,
}) => {
  // The default phone (390×844) shows the business's cover, the largest thing on its first
  // screen: drawn with the page, it is the page's LCP before the app's code has come (ADR 116).
  await page.addInitScript(() => {
    const seen = window as unknown as { largest: string[] };
    seen.largest = [];
    new PerformanceObserver((list) => {
      for (const paint of list.getEntries())
        seen.largest.push((paint as unknown as { url: string }).url || 'text');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const app = await holdRoute(page, '**/customerapp/assets/*.js');
  await page.goto(await printedTableUrl(BOGAZ, TABLE, page.request), { waitUntil: 'commit' });
  const paints = () => page.evaluate(() => (window as unknown as { largest: string[] }).largest);
  await expect.poll(async () => (await paints()).at(-1)).toMatch(/\/bogaz-cover\.webp$/);
  const drawn = (await paints()).length;
  app.release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // The app's header draws the same cover at the same size: once it has painted, no larger
  // paint has come after the drawn one.
  await page
    .locator('img.menu-header__cover')
    .evaluate((cover: HTMLImageElement) => cover.decode());
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  expect(await paints()).toHaveLength(drawn);
});

test('with JavaScript off, the menu page still names the restaurant and its dishes', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(`/customerapp/menu/${BOGAZ}/${TABLE}`);
    await expect(page.getByRole('heading', { name: 'Boğaziçi Lokantası' })).toBeVisible();
    await expect(page.getByRole('heading', { name: FIRST_DISH })).toBeInViewport();
  } finally {
    await context.close();
  }
});

test('the app takes over the drawn menu, and its own works', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(await printedTableUrl(BOGAZ, TABLE, page.request));
  await page.waitForURL(`**/customerapp/menu/${BOGAZ}/${TABLE}`);
  await expect(page.getByRole('button', { name: `${FIRST_DISH} sepete ekle` })).toBeVisible();
  // The drawn screen is gone: the restaurant's name is on screen once, the app's own.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByText('Boğaziçi Lokantası', { exact: true })).toHaveCount(1);
});

test("on a short phone, the app's own first screen shows a dish to add", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/customerapp/menu/${BOGAZ}/${TABLE}`);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // Campaigns, search and the chips leave room for the first dish: its name, its price and its
  // button, whole and above the bottom bar (issue 30).
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: FIRST_DISH }) });
  const add = card.getByRole('button', { name: `${FIRST_DISH} sepete ekle` });
  await expect(card.getByRole('heading', { name: FIRST_DISH })).toBeInViewport({ ratio: 1 });
  await expect(card.getByText('₺950,00')).toBeInViewport({ ratio: 1 });
  await expect(add).toBeInViewport({ ratio: 1 });
  const bar = await page.getByRole('navigation', { name: 'Ana menü' }).boundingBox();
  const button = await add.boundingBox();
  expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
  // The price beside its button, not under it.
  const price = await card.getByText('₺950,00').boundingBox();
  expect(price!.x + price!.width).toBeLessThanOrEqual(button!.x);
});

test("on one bar of signal, the table's background work waits until the menu takes a tap", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // As on Slow 3G, the app's code arrives after the page's first 3 s and the menu's screen later
  // still: both are held, and the page's clock (the app's 3 s wait, its idle callbacks) is the
  // test's. While the app waits for the menu's code its first-load budget runs out and it is
  // idle, and its deferred work (joining the table's sitting) must not take the line before the
  // menu (ADR 068).
  await page.clock.install();
  const app = await holdRoute(page, /\/customerapp\/assets\/index-[^/]+\.js$/);
  const menuScreen = await holdRoute(page, /\/customerapp\/assets\/menu-screen-[^/]+\.js$/);
  // Whether the menu takes a tap at the moment the app asks to join, read in the page as it
  // asks (a poll from here would see the menu late and the join early).
  await page.addInitScript((addLabel) => {
    const seen = window as unknown as { menuUsableAtJoin?: boolean };
    const usable = () =>
      !document.getElementById('first-screen') &&
      document.querySelector(`button[aria-label="${addLabel}"]`) !== null;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/tables/sessions/join')) seen.menuUsableAtJoin ??= usable();
      return send(input, init);
    };
  }, `${FIRST_DISH} sepete ekle`);
  const joined = page.waitForResponse((response) =>
    response.url().includes('/api/tables/sessions/join'),
  );
  await page.goto(await printedTableUrl(BOGAZ, TABLE, page.request), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: FIRST_DISH })).toBeInViewport();
  app.release();
  // The app has started (its entry ran), and waits for the menu's screen (announced by the page).
  await page.waitForLoadState('domcontentloaded');
  await menuScreen.requested;
  await page.clock.fastForward(3_500);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  menuScreen.release();
  await expect(page.getByRole('button', { name: `${FIRST_DISH} sepete ekle` })).toBeVisible();
  // The sitting is still joined, once the menu is there.
  await joined;
  const seen = await page.evaluate(
    () => (window as unknown as { menuUsableAtJoin?: boolean }).menuUsableAtJoin,
  );
  expect(seen, 'the menu took a tap when the app asked to join the sitting').toBe(true);
});

test("a printed code's menu needs no more of the app's files than a phone fetches at once", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await noteWhenMenuUsable(page);
  await page.goto(await printedTableUrl(BOGAZ, TABLE, page.request));
  // The files asked for before the menu took a tap, on the page's clock: the table's background
  // work (its sitting, the socket) starts once the menu is usable (ADR 068), and on a busy
  // machine a poll from here caught the button after that work had fetched its code.
  const menuUsableAt = await menuUsableTime(page);
  const files = await page.evaluate(
    (usableAt) =>
      performance
        .getEntriesByType('resource')
        .filter((file) => file.startTime <= usableAt)
        .map((file) => file.name)
        .filter((name) => /\/customerapp\/assets\/.+\.(js|css)$/.test(name)),
    menuUsableAt,
  );
  // A phone opens six connections to a host and each round of six costs a round trip (2 s on
  // Slow 3G): the entry carries all it imports, the menu's screen what only it needs (ADR 068).
  // Seven: the entry, its stylesheet, the bundler's runtime, the menu's screen, its stylesheet,
  // its texts and what it shares with the cart; was seventeen.
  expect(new Set(files).size, files.join('\n')).toBeLessThanOrEqual(7);
});

test('a printed code the server resolved opens as the menu straight away, with no table-link page in between', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // Every change of address the page makes, and whether the router made it (its state has a key).
  await page.addInitScript(() => {
    const moves: { url: string; byRouter: boolean }[] = [];
    (window as unknown as { moves: typeof moves }).moves = moves;
    const replace = history.replaceState.bind(history);
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      if (url)
        moves.push({
          url: String(url),
          byRouter: !!state && typeof state === 'object' && 'key' in state,
        });
      replace(state, unused, url);
    };
  });
  await page.goto(await printedTableUrl(BOGAZ, TABLE, page.request));
  await expect(page.getByRole('button', { name: `${FIRST_DISH} sepete ekle` })).toBeVisible();
  await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/${TABLE}`);
  // The app's first render drew the menu: no render of the table-link page, then a navigation
  // from it to the menu (two of React's renders on a slow phone's CPU, issue 30's Fast 3G goal).
  const moves = await page.evaluate(
    () => (window as unknown as { moves: { url: string; byRouter: boolean }[] }).moves,
  );
  expect(moves).toEqual([{ url: `/customerapp/menu/${BOGAZ}/${TABLE}`, byRouter: false }]);
  // The table is stored as a scan stores it (000 §4.3).
  expect(await page.evaluate(() => localStorage.getItem('table_id'))).toBe(TABLE);
});
