/**
 * The menu on a cheap phone with a bad signal (issue 30): a 360×640 phone whose CPU is 4×
 * slower (Chromium's throttling), on DevTools' Slow 3G and Fast 3G presets, with an empty cache,
 * opens a table's printed code as a scanned QR does. Measured from the start of the navigation:
 * the restaurant's name on screen, the first dish's name on screen, and a "Sepete Ekle" that
 * works (the first moment a click on it puts the dish in the cart).
 *
 * `npm run bench` measures it on the server it already runs (BENCH_ONLY=phone for this part
 * alone); against a running server: `npm run build -w @masa/web && tsx bench/menu-on-phone.ts
 * http://127.0.0.1:4620`.
 */
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { chromiumArgs, chromiumPath } from '../apps/web/e2e/support/env.ts';
import { printedTableUrl } from './table-link.ts';

/** Chrome DevTools' presets: latency in ms, throughput in bytes per second. */
export const NETWORKS = {
  'Slow 3G': { latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
  'Fast 3G': { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
} as const;
export type NetworkName = keyof typeof NETWORKS;

/** The issue's goals, in ms (undefined: none set). */
export const GOALS: Record<NetworkName, { firstDish?: number; usable: number }> = {
  'Slow 3G': { firstDish: 4000, usable: 8000 },
  'Fast 3G': { usable: 2500 },
};

export type PhoneFigures = {
  network: NetworkName;
  nameMs: number;
  dishMs: number;
  usableMs: number;
};

const CPU_SLOWDOWN = 4;
/** Past this the menu counts as never usable: the run stops with the reason. */
const GIVE_UP_MS = 90_000;

type FirstDish = { business: string; dish: string };

/** The business's name and the first dish of its menu that a card adds without a choice. */
async function firstDish(base: string, businessId: string): Promise<FirstDish> {
  const read = async <T>(url: string) =>
    ((await (await fetch(`${base}/api${url}`)).json()) as { data: T }).data;
  const business = await read<{ name: string }>(`/business/${businessId}`);
  const categories = await read<{ id: string }[]>(`/business/${businessId}/categories`);
  const products = await read<
    { name: string; categoryId: string; isAvailable: boolean; optionGroups?: unknown[] }[]
  >(`/products/business/${businessId}`);
  const first = categories
    .flatMap((category) => products.filter((p) => p.categoryId === category.id))
    .find((p) => p.isAvailable && (p.optionGroups?.length ?? 0) === 0);
  if (!first) throw new Error('bench: the demo menu has no dish to add from its card');
  return { business: business.name, dish: first.name };
}

async function throttle(cdp: CDPSession, network: NetworkName) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** ms from `start` until the text is visible on the page. */
async function visibleAfter(page: Page, text: string, start: number) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: GIVE_UP_MS });
  return Date.now() - start;
}

/**
 * ms from `start` until a click on the dish's "Sepete Ekle" puts it in the cart: a click the
 * page answers within a second — the app's cart button, or the drawn menu's "… sepete
 * ekleniyor..." before the app has started (ADR 087) — and that ends with the dish in the cart
 * exactly once. A button painted before anything runs may take a click and do nothing, so it is
 * tried until one works.
 */
async function usableAfter(page: Page, dish: string, start: number) {
  const add = page.getByRole('button', { name: `${dish} sepete ekle` });
  const cart = page.getByRole('link', { name: /^Sepete git/ });
  const answered = cart.or(page.getByText(`${dish} sepete ekleniyor...`, { exact: true }));
  while (Date.now() - start < GIVE_UP_MS) {
    await add.waitFor({ timeout: GIVE_UP_MS });
    const clicked = Date.now() - start;
    await add.click({ timeout: GIVE_UP_MS });
    const works = await answered
      .first()
      .waitFor({ timeout: 1000 })
      .then(
        () => true,
        () => false,
      );
    if (!works) continue;
    await cart.first().waitFor({ timeout: GIVE_UP_MS });
    const inCart = await cart.first().textContent();
    if (!inCart?.includes('Sepete git, 1 ürün'))
      throw new Error(`bench: one click on "${dish} sepete ekle" left the cart at "${inCart}"`);
    return clicked;
  }
  throw new Error(`bench: "${dish} sepete ekle" did nothing for ${GIVE_UP_MS} ms`);
}

async function measureOne(url: string, names: FirstDish, network: NetworkName) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // A fresh context: an empty cache, no service worker, no storage (a first visit).
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      locale: 'tr-TR',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), network);
    const start = Date.now();
    const opened = page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    const [nameMs, dishMs, usableMs] = await Promise.all([
      visibleAfter(page, names.business, start),
      visibleAfter(page, names.dish, start),
      usableAfter(page, names.dish, start),
      opened,
    ]);
    return { network, nameMs, dishMs, usableMs };
  } finally {
    await browser.close();
  }
}

export async function measureMenuOnPhone(base: string): Promise<PhoneFigures[]> {
  const businessId = DEMO_BUSINESS_IDS.bogaz;
  const names = await firstDish(base, businessId);
  const figures: PhoneFigures[] = [];
  for (const [index, network] of (Object.keys(NETWORKS) as NetworkName[]).entries()) {
    // A table of its own per run: the first's cart does not follow into the second.
    const tableId = DEMO_TABLE_IDS.bogaz[index + 1]!;
    figures.push(
      await measureOne(await printedTableUrl(base, businessId, tableId), names, network),
    );
  }
  return figures;
}

export function printMenuOnPhone(figures: PhoneFigures[]): string[] {
  const goal = (ms: number, max: number | undefined) =>
    `${Math.round(ms)} ms${max === undefined ? '' : ` (goal ≤ ${max} ms${ms <= max ? '' : ', missed'})`}`;
  const lines = [
    `Menu from a printed table code on a 360×640 phone, CPU ×${CPU_SLOWDOWN}, empty cache:`,
  ];
  for (const f of figures) {
    const goals = GOALS[f.network];
    lines.push(
      `  ${f.network}: restaurant's name ${Math.round(f.nameMs)} ms, first dish ${goal(f.dishMs, goals.firstDish)}, usable "Sepete Ekle" ${goal(f.usableMs, goals.usable)}`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: tsx bench/menu-on-phone.ts http://127.0.0.1:PORT');
  console.log(printMenuOnPhone(await measureMenuOnPhone(base)).join('\n'));
}
