import { language } from '../i18n/language.ts';
import type {
  MenuBusiness,
  MenuCampaign,
  MenuCategory,
  MenuProduct,
  MenuTable,
} from './menu/menu-types.ts';

/**
 * The menu's first screen the server drew into the page, and the answers it drew it from
 * (docs/decisions/062-menu-first-screen-in-the-page.md; apps/server/src/plugins/first-screen/).
 * The app starts from those answers instead of asking again, and removes the drawn screen once
 * its own menu is on screen: until then its #root stays hidden, so nothing flashes between.
 */
export type FirstScreenAnswers = {
  business: MenuBusiness;
  categories: MenuCategory[];
  products: MenuProduct[];
  campaigns: MenuCampaign[];
  table: MenuTable | null;
};

type FirstScreenData = {
  businessId: string;
  tableId: string | null;
  language: string;
  answers: FirstScreenAnswers;
  /** The printed link of this page, resolved as POST /qr/scan does. */
  scan: { link: string; businessId: string; tableId: string } | null;
};

let data: FirstScreenData | null | undefined;

/** The page's data, read once (then dropped from the page: it is never read twice). */
function read(): FirstScreenData | null {
  if (data !== undefined) return data;
  const element = document.getElementById('first-screen-data');
  try {
    data = element?.textContent ? (JSON.parse(element.textContent) as FirstScreenData) : null;
  } catch {
    data = null; // a page without them: the app asks the API as on any other page
  }
  element?.remove();
  return data;
}

/**
 * The menu's answers the page came with, when they are this business's, in the language the
 * app speaks (a diner whose saved choice differs from the browser's gets a page in the browser's
 * language: the app then asks for its own); the table's only when it is the same table.
 */
export function firstScreenAnswers(businessId: string, tableId: string | null) {
  const page = read();
  if (!page || page.businessId !== businessId || page.language !== language) return null;
  const table = tableId !== null && page.tableId === tableId ? page.answers.table : null;
  return { ...page.answers, table };
}

/** The table the page's printed link names, when the server could resolve it. */
export function firstScreenScan(location: Pick<Location, 'pathname' | 'search'>) {
  const scan = read()?.scan;
  return scan && scan.link === `${location.pathname}${location.search}` ? scan : null;
}

const waiting = new Set<() => void>();

/**
 * Hands the screen over to the app: the drawn first screen goes, the app's #root shows.
 * Returns the ids of the dishes whose drawn "Sepete Ekle" was tapped before, in order (the
 * page's script writes them on the screen, ADR 087): read as the screen goes, so each tap is
 * handed over once, and no tap can come after.
 */
export function dropFirstScreen(): string[] {
  const screen = document.getElementById('first-screen');
  const taps = screen?.dataset.taps?.split(' ').filter(Boolean) ?? [];
  screen?.remove();
  const handedOver = [...waiting];
  waiting.clear();
  handedOver.forEach((run) => run());
  return taps;
}

/**
 * Runs `run` once the app's own screen has replaced the drawn one, at once on a page that came
 * without one; returns a cancel. On one bar of signal the app starts after the page's first
 * seconds: what waits for the menu to be usable waits for this, not for a clock (ADR 068).
 */
export function afterFirstScreen(run: () => void): () => void {
  if (!document.getElementById('first-screen')) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
