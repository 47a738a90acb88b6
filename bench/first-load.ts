/**
 * First-load JavaScript (issue 22): a real Chromium, sized as a phone, opens the diner app the
 * way a printed table code does and counts the scripts it fetched until the menu shows its
 * products: their gzip bytes (the built `.gz` files the server sends a browser that asks for
 * gzip; scripts under 1 KB go as they are), and the bytes that came over the wire (Chromium asks
 * for brotli first).
 * Also the home screen (`/customerapp/`), where a diner lands without a code.
 *
 * `npm run bench` measures it on the server it already runs; alone, against a running server:
 * `npm run build -w @masa/web && tsx bench/first-load.ts http://127.0.0.1:4620` (prints every
 * script).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { chromiumArgs, chromiumPath } from '../apps/web/e2e/support/env.ts';
import { root } from './processes.ts';
import { printedTableUrl } from './table-link.ts';

/** gzipBytes: the file the server sends a browser asking for gzip; wireBytes: what came. */
export type Script = { path: string; gzipBytes: number; wireBytes: number };
export type ScreenLoad = { screen: string; scripts: Script[]; gzipKB: number; wireKB: number };
export type FirstLoadFigures = { menu: ScreenLoad; home: ScreenLoad };

/** Issue 37 §7's goal for the menu opened from a printed code (ADR 116). */
export const FIRST_LOAD_BUDGET_KB = 100;

const kB = (bytes: number) => Number((bytes / 1024).toFixed(1));

const webDist = path.join(root, 'apps/web/dist');

/**
 * The bytes of a script as the server sends it to a browser asking for gzip: its `.gz` twin
 * (precompressed at build, level 9), or the file itself when it is too small to have one.
 */
function gzipSize(urlPath: string): number {
  const file = path.join(webDist, urlPath.replace(/^\/customerapp\//, ''));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

/**
 * Opens `url` in a fresh browser context (empty cache) and waits until `usable` resolves; the
 * scripts are those whose request started before the app first drew `shown` (a CSS selector),
 * on the page's own clock, each counted once it has arrived. A poll from here sees the screen
 * late, and on a busy machine the table's background work (ADR 068) had asked for its code by then.
 */
async function loadScreen(
  screen: string,
  url: string,
  shown: string,
  usable: (page: Page) => Promise<void>,
): Promise<ScreenLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'tr-TR',
    });
    const page = await context.newPage();
    // In the page, as text: the bench's own types know no DOM.
    await page.addInitScript(`(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(shown)})) return;
        window.shownAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    })()`);
    const started: Promise<Script & { startedAt: number }>[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      started.push(
        request.response().then(async (response) => {
          if (!response?.ok()) throw new Error(`${request.url()} answered ${response?.status()}`);
          await response.finished();
          const path = new URL(request.url()).pathname;
          return {
            path,
            gzipBytes: gzipSize(path),
            wireBytes: (await request.sizes()).responseBodySize,
            startedAt: request.timing().startTime,
          };
        }),
      );
    });
    await page.goto(url);
    await usable(page);
    const shownAt = (await page.evaluate('window.shownAt')) as number | undefined;
    if (shownAt === undefined) throw new Error(`${screen}: ${shown} never showed`);
    const scripts = (await Promise.all(started))
      .filter((script) => script.startedAt <= shownAt)
      .map(({ startedAt: _, ...script }) => script);
    const sum = (bytes: (script: Script) => number) =>
      kB(scripts.reduce((total, script) => total + bytes(script), 0));
    return {
      screen,
      scripts,
      gzipKB: sum((script) => script.gzipBytes),
      wireKB: sum((script) => script.wireBytes),
    };
  } finally {
    await browser.close();
  }
}

export async function measureFirstLoad(base: string): Promise<FirstLoadFigures> {
  const businessId = DEMO_BUSINESS_IDS.bogaz;
  const tableId = DEMO_TABLE_IDS.bogaz[0]!;
  const menu = await loadScreen(
    'menu, opened from a printed table code',
    await printedTableUrl(base, businessId, tableId),
    '#root [aria-label="Menemen ayrıntıları"]',
    async (page) => {
      await page.waitForURL(`**/customerapp/menu/${businessId}/${tableId}`);
      await page
        .getByRole('list', { name: 'Ürünler' })
        .getByRole('link', { name: 'Menemen ayrıntıları' })
        .waitFor();
    },
  );
  const home = await loadScreen(
    'home',
    `${base}/customerapp/`,
    '#root .home-tile__title',
    async (page) => {
      await page.getByRole('link', { name: /Masa QR Kodunu Tara/ }).waitFor();
    },
  );
  return { menu, home };
}

export function printFirstLoad(figures: FirstLoadFigures, everyScript = false): string[] {
  const lines = [
    `First-load JavaScript, gzip, in Chromium over loopback (goal ≤ ${FIRST_LOAD_BUDGET_KB} KB):`,
  ];
  for (const load of [figures.menu, figures.home]) {
    lines.push(
      `  ${load.screen}: ${load.gzipKB} KB in ${load.scripts.length} scripts (${load.wireKB} KB came, brotli)`,
    );
    if (everyScript)
      for (const script of [...load.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
        lines.push(`    ${kB(script.gzipBytes).toFixed(1).padStart(6)} KB  ${script.path}`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: tsx bench/first-load.ts http://127.0.0.1:PORT');
  console.log(printFirstLoad(await measureFirstLoad(base), true).join('\n'));
}
