import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { keptUrls, photosOnScreen, tableOfItsOwn, workerServes } from './support/offline.ts';
import { notice } from './support/texts.ts';

// Issue 21 §6 (ADR 047): a menu that survives bad signal. The diner app's service worker keeps
// the app, the menu's answers and its photos; offline the app says so, the cart works, and an
// order waits for the connection and is placed once. Each test orders at a table of its own.

test.use({ serviceWorkers: 'allow' });

const SHOTS = 'test-results/offline';
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' });
const orderPosts = (page: Page) => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
      posts.push(request);
    }
  });
  return posts;
};

test('offline, the menu with its photos and the cart stay usable, and an order waits for the connection and is placed once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await tableOfItsOwn(request, `Çevrimdışı ${Date.now() % 100_000}`);
  const note = `çevrimdışı sipariş ${Date.now()}`;
  const posts = orderPosts(page);
  try {
    // Online: the printed code opens the menu; the worker arrives once the menu is usable.
    await page.goto(table.printedUrl);
    await expect(page.getByRole('heading', { name: 'Ege Sofrası' })).toBeVisible();
    await workerServes(page);
    await expect.poll(async () => (await keptUrls(page))['masa-menu']?.length ?? 0).toBe(5);

    // The signal goes and the diner reloads: the app, the menu and its photos are there.
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // The document keeps its security headers (ADR 008).
    expect(reloaded?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Ege Sofrası' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Girit Ezmesi ayrıntıları' })).toBeVisible();
    await expect.poll(() => photosOnScreen(page)).toMatchObject({ whole: expect.any(Number) });
    const photos = await photosOnScreen(page);
    expect(photos.shown).toBeGreaterThan(2);
    await expect.poll(async () => (await photosOnScreen(page)).whole).toBe(photos.shown);
    // The app says it is offline, with the connection notice it always uses (ADR 038).
    const offline = notice(page, 'İnternet bağlantınız kesildi.');
    await expect(offline).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/menu-offline.png` });

    // A dish goes into the cart, and the cart (its own screen's code) opens.
    await page.getByRole('button', { name: 'Girit Ezmesi sepete ekle' }).click();
    await page.getByRole('link', { name: /^Sepete git, 1 ürün/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
    const checkout = page.getByRole('form', { name: 'Sipariş Bilgileri' });
    await expect(
      checkout.getByText('Bağlantı yok. Siparişi onaylarsanız bağlantı gelince gönderilir'),
    ).toBeVisible();
    await checkout.getByLabel('Sipariş Notu').fill(note);

    // Confirmed offline: it waits, says so, and the cart stays as it was.
    await checkout.getByRole('button', { name: 'Siparişi Onayla' }).click();
    const waitingButton = checkout.getByRole('button', { name: 'Bağlantı bekleniyor...' });
    await expect(waitingButton).toBeDisabled();
    await expect(checkout.getByRole('status')).toHaveText(
      'Siparişiniz bağlantı gelince bir kez gönderilecek. Bu ekrandan ayrılırsanız gönderilmez.',
    );
    await expect(
      page.getByRole('region', { name: 'Sepetteki ürünler' }).first().getByText('Girit Ezmesi'),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cart-waiting.png`, fullPage: true });
    expect(posts).toHaveLength(0);

    // Back online: the order goes by itself, once.
    await context.setOffline(false);
    await expect(notice(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/customerapp\/?$/);
    expect(posts).toHaveLength(1);
    const orders = await table.orders();
    expect(orders.map((order) => order.notes)).toEqual([note]);
    // The diner's orders list shows that one order.
    await tabBar(page).getByRole('link', { name: 'Siparişler' }).click();
    await expect(page.getByRole('article', { name: /^Sipariş #/ })).toHaveCount(1);
    await expect(page.getByRole('article', { name: /^Sipariş #/ })).toContainText('Girit Ezmesi');

    // Nothing that is a person's was kept: the app's own files, the menu's public reads (the
    // diner's orders were read meanwhile, signed in as a guest) and its photos.
    const kept = await keptUrls(page);
    const { 'masa-menu': menu = [], 'masa-photos': pictures = [], ...files } = kept;
    expect(menu.length).toBeGreaterThan(0);
    for (const path of menu) {
      expect(path).toMatch(/^\/api\/(products|business|campaigns|tables)\//);
      expect(path).not.toMatch(/orders|users|auth|guest|sessions|status/);
    }
    for (const path of pictures) expect(path).toMatch(/^\/uploads\/(demo|products|businesses)\//);
    for (const path of Object.values(files).flat()) expect(path).toMatch(/^\/customerapp\//);
  } finally {
    await table.retire();
  }
});

test('an order whose answer is lost with the connection is sent again with the same key and placed once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await tableOfItsOwn(request, `Kopuk ${Date.now() % 100_000}`);
  const note = `cevabı kaybolan sipariş ${Date.now()}`;
  const posts = orderPosts(page);
  try {
    await page.goto(table.printedUrl);
    await workerServes(page);
    await page.getByRole('button', { name: 'Haydari sepete ekle' }).click();
    await page.getByRole('link', { name: /^Sepete git, 1 ürün/ }).click();
    const checkout = page.getByRole('form', { name: 'Sipariş Bilgileri' });
    await checkout.getByLabel('Sipariş Notu').fill(note);

    // The order reaches the server, then the signal goes before its answer arrives.
    let lost = false;
    await page.route(
      (url) => url.pathname === '/api/orders',
      async (route) => {
        if (lost) return route.continue();
        lost = true;
        const placed = await route.fetch();
        expect(placed.status()).toBe(201);
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      },
    );
    await checkout.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await expect(checkout.getByRole('button', { name: 'Bağlantı bekleniyor...' })).toBeDisabled();
    await expect(table.orders()).resolves.toHaveLength(1);

    // Back online it is sent again, with the same key: the server answers the order it placed.
    await context.setOffline(false);
    await expect(notice(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible({
      timeout: 20_000,
    });
    expect(posts).toHaveLength(2);
    const keys = posts.map((post) => post.headers()['idempotency-key']);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    const orders = await table.orders();
    expect(orders.map((order) => order.notes)).toEqual([note]);
  } finally {
    await table.retire();
  }
});

test('the staff app and the API docs are not the worker’s', async ({ page, context, request }) => {
  const table = await tableOfItsOwn(request, `Kapsam ${Date.now() % 100_000}`);
  try {
    await page.goto(table.printedUrl);
    await workerServes(page);
    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    );
    expect(scopes).toEqual(['/customerapp']);

    const staff = await context.newPage();
    const staffPage = await staff.goto('/staff/');
    expect(staffPage?.fromServiceWorker()).toBe(false);
    await expect(staff.getByRole('heading', { name: 'Personel Girişi' })).toBeVisible();
    expect(await staff.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const docs = await staff.goto('/api/docs');
    expect(docs?.status()).toBe(200);
    expect(docs?.fromServiceWorker()).toBe(false);
    expect(await staff.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await staff.close();
  } finally {
    await table.retire();
  }
});

test('a new build’s worker takes over, and the page loads the new build at its next screen', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // Each time the browser asks for the worker it gets other bytes, as after a deployment.
  let builds = 0;
  await context.route('**/customerapp/sw.js', async (route) => {
    const response = await route.fetch();
    builds += 1;
    await route.fulfill({ response, body: `${await response.text()}\n// build ${builds}\n` });
  });
  const table = await tableOfItsOwn(request, `Sürüm ${Date.now() % 100_000}`);
  try {
    await page.goto(table.printedUrl);
    await workerServes(page);
    await page.evaluate(() => {
      const page = window as unknown as { oldBuild: boolean; takeovers: number };
      page.oldBuild = true;
      page.takeovers = 0;
      navigator.serviceWorker.addEventListener('controllerchange', () => (page.takeovers += 1));
    });
    const takeovers = () =>
      page.evaluate(() => (window as unknown as { takeovers: number }).takeovers);
    // While the page loads again there is no page to ask: it counts as the old one still.
    const oldBuild = () =>
      page
        .evaluate(() => (window as unknown as { oldBuild?: boolean }).oldBuild ?? false)
        .catch(() => true);

    // The browser finds a new worker (as it does on a page load, hourly, or back in front).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(takeovers, { timeout: 20_000 }).toBe(1);
    // It took over at once, but the diner's screen is not reloaded under their fingers.
    await expect(page.getByRole('heading', { name: 'Ege Sofrası' })).toBeVisible();
    expect(await oldBuild()).toBe(true);

    // The next screen comes from the new build: the page loads again.
    await tabBar(page).getByRole('link', { name: 'Ana Sayfa' }).click();
    await expect(page).toHaveURL(/\/customerapp\/?$/);
    await expect.poll(oldBuild).toBe(false);
    await workerServes(page);

    // The new worker keeps the app too: offline, the menu opens again.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Ege Sofrası' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Haydari ayrıntıları' })).toBeVisible();
  } finally {
    await context.setOffline(false);
    await table.retire();
  }
});
