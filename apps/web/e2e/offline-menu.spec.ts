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
