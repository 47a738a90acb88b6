import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, tables } from '../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../src/db/seed/demo-ids.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { createTestApp } from './app.ts';

// The diner app's build as Vite writes it: the page, a stylesheet in its head, and the
// manifest naming the menu's chunk (ADR 062).
const webDistDir = mkdtempSync(path.join(tmpdir(), 'masa-web-dist-'));
mkdirSync(path.join(webDistDir, 'assets'));
mkdirSync(path.join(webDistDir, '.vite'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  `<!doctype html><html lang="tr"><head><title>Masa</title>
<script type="module" crossorigin src="/customerapp/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/customerapp/assets/index-abc.css">
</head><body><div id="root"><div class="page-loading" role="status">Yükleniyor...</div></div></body></html>`,
);
writeFileSync(
  path.join(webDistDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', isEntry: true },
    '_menu-screen-def.js': {
      file: 'assets/menu-screen-def.js',
      name: 'menu-screen',
      imports: ['index.html'],
    },
    '_menu-screen-def.css': { file: 'assets/menu-screen-def.css', src: '_menu-screen-def.css' },
    '_first-texts-tr-1.js': { file: 'assets/first-texts-tr-1.js', name: 'first-texts-tr' },
    '_first-texts-en-2.js': { file: 'assets/first-texts-en-2.js', name: 'first-texts-en' },
  }),
);

const ctx = await createTestApp({}, { webDistDir });
await seedDemoData({ db: ctx.db, config: ctx.config });
const { app, db } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const table = DEMO_TABLE_IDS.bogaz[0]!;
const menuPage = `/customerapp/menu/${bogaz}/${table}`;

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url, headers: { 'accept-language': 'tr-TR', ...headers } });
  expect(res.statusCode).toBe(200);
  return res;
};
/** The first screen the page draws, up to the end of its dishes. */
const firstScreen = (html: string) => /<div id="first-screen"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';

describe("a table's menu page carries the menu's first screen (issue 30, ADR 062)", () => {
  it("draws the restaurant's name and the first dishes with their prices", async () => {
    const res = await page(menuPage);
    const drawn = firstScreen(res.body);
    expect(drawn).toContain('Boğaziçi Lokantası');
    expect(drawn).toContain('Menemen');
    expect(drawn).toMatch(/₺\d/);
    // The app header's cover, asked for with the page (the largest paint on a phone, ADR 116).
    expect(drawn).toMatch(
      /<img class="fs-cover" src="\/uploads\/[^"]+" alt=""[^>]* fetchpriority="high">/,
    );
    // Before the app's #root, which stays hidden until the app has drawn its own menu.
    expect(res.body.indexOf('id="first-screen"')).toBeLessThan(res.body.indexOf('id="root"'));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('allows its inline style and its one inline script by their hashes only', async () => {
    const res = await page(menuPage);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    // The answers ride as inert JSON; every other <script> has a src, but the drawn buttons'
    // one (ADR 087), which the policy names by its hash.
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter(
      ([, attributes]) => !/src=|type="application\/json"/.test(attributes!),
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![2]!).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('draws a "Sepete Ekle" for each dish that can be added, named as the app names it', async () => {
    const dishes = (await page(menuPage)).body;
    const menemen = /<button[^>]*aria-label="Menemen sepete ekle"[^>]*>Sepete Ekle<\/button>/.exec(
      dishes,
    )?.[0];
    expect(menemen).toContain('data-add="');
    // Menemen asks about its onion: the tap says the sheet opens, not that it is added.
    expect(menemen).toContain('data-said="Menemen için seçenekler açılıyor..."');
    expect(dishes).toContain('data-said="Kaşarlı Tost sepete ekleniyor..."');
    const en = (await page(menuPage, { 'accept-language': 'en-GB,en;q=0.9' })).body;
    expect(en).toMatch(/aria-label="Add to Cart: [^"]+">Add to Cart<\/button>/);
    expect(en).toContain('to the cart...');
    // An unavailable dish gets no button.
    const [first] = await db
      .select()
      .from(products)
      .where(and(eq(products.businessId, bogaz), eq(products.name, 'Kaşarlı Tost')));
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, first!.id));
    try {
      await expect
        .poll(async () => (await page(menuPage)).body, { timeout: 5_000 })
        .not.toContain('Kaşarlı Tost sepete ekle');
      expect(firstScreen((await page(menuPage)).body)).toContain('Kaşarlı Tost');
    } finally {
      await db.update(products).set({ isAvailable: true }).where(eq(products.id, first!.id));
    }
  });

  it("asks for the app's entry, the menu's chunk and texts in the page's language after the drawn screen", async () => {
    const tr = (await page(menuPage)).body;
    // No tag fetches the app's code before the drawn screen has painted (ADR 116): the page's
    // script adds them, the entry first.
    expect(tr).not.toContain('<script type="module"');
    expect(tr).not.toContain('<link rel="modulepreload"');
    const app = /<script data-app="([^"]*)">/.exec(tr)?.[1]?.split(' ');
    expect(app).toEqual([
      '/customerapp/assets/index-abc.js',
      '/customerapp/assets/menu-screen-def.js',
      '/customerapp/assets/first-texts-tr-1.js',
    ]);
    expect(tr.indexOf('data-app=')).toBeGreaterThan(tr.indexOf('id="first-screen"'));
    expect(tr).not.toContain('first-texts-en-2.js');
    expect(tr).toContain(
      '<link rel="preload" as="style" crossorigin href="/customerapp/assets/menu-screen-def.css">',
    );
    const en = (await page(menuPage, { 'accept-language': 'en-GB,en;q=0.9' })).body;
    expect(en).toContain('first-texts-en-2.js');
    expect(en).toContain('<html lang="en">');
  });

  it('escapes what the business wrote, and follows the menu when it changes', async () => {
    const [first] = await db
      .select()
      .from(products)
      .where(and(eq(products.businessId, bogaz), eq(products.name, 'Menemen')));
    const hostile = `Menemen <img src=x onerror=alert(1)> & "Acılı"`;
    await db.update(products).set({ name: hostile }).where(eq(products.id, first!.id));
    try {
      await expect
        .poll(async () => firstScreen((await page(menuPage)).body), { timeout: 5_000 })
        .toContain('Menemen &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Acılı&quot;');
      const html = (await page(menuPage)).body;
      expect(html).not.toContain('<img src=x');
      // The API answers the same name at the same moment: one cache, one version.
      const api = await app.inject(`/api/products/business/${bogaz}`);
      expect(api.json().data.some((p: { name: string }) => p.name === hostile)).toBe(true);
    } finally {
      await db.update(products).set({ name: 'Menemen' }).where(eq(products.id, first!.id));
    }
    await expect
      .poll(async () => firstScreen((await page(menuPage)).body), { timeout: 5_000 })
      .not.toContain('&lt;img');
  });

  it('is sent gzipped to a browser that takes gzip', async () => {
    const res = await app.inject({
      url: menuPage,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Boğaziçi Lokantası');
  });

  it('resolves a printed table link as POST /qr/scan would, so the app need not ask', async () => {
    const [row] = await db.select().from(tables).where(eq(tables.id, table));
    const link = `/customerapp/table/${table}?business=${bogaz}&t=${row!.accessToken}`;
    const html = (await page(link)).body;
    expect(firstScreen(html)).toContain('Boğaziçi Lokantası');
    const data = JSON.parse(
      /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/.exec(
        html,
      )![1]!,
    );
    expect(data.scan).toEqual({ link, businessId: bogaz, tableId: table });
  });

  it('sends the plain app shell for a business or table it cannot draw', async () => {
    for (const url of [
      '/customerapp/menu/0123456789abcdef01234567',
      `/customerapp/menu/${bogaz}/table-nowhere`,
      `/customerapp/table/${table}?business=${DEMO_BUSINESS_IDS.ege}`,
      `/customerapp/table/${table}`,
    ]) {
      const res = await page(url);
      expect(res.body, url).toContain('<title>Masa</title>');
      expect(res.body, url).not.toContain('first-screen');
    }
  });
});
