/**
 * Lighthouse mobile performance of the diner's menu (issue 22): the `lighthouse` npm package,
 * offline against the server the bench runs, in the same Chromium the e2e tests use
 * (CHROMIUM_PATH, else /usr/bin/chromium, else @sparticuz/chromium). Lighthouse's default
 * mobile profile: a mid-range phone, slow 4G and a 4× slower CPU, simulated. The menu is opened
 * as a printed table code opens it.
 *
 * `npm run bench` measures it on the server it already runs; alone, against a running server:
 * `npm run build -w @masa/web && tsx bench/lighthouse.ts http://127.0.0.1:PORT`.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { chromiumArgs, chromiumPath } from '../apps/web/e2e/support/env.ts';
import { printedTableUrl } from './table-link.ts';

export type LighthouseFigures = {
  /** 0–100. */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** What moved, biggest first: Lighthouse's element selector and its share of the CLS. */
  layoutShifts: string[];
};

export async function measureLighthouse(base: string): Promise<LighthouseFigures> {
  const url = await printedTableUrl(base, DEMO_BUSINESS_IDS.bogaz, DEMO_TABLE_IDS.bogaz[2]!);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no report');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    type ShiftItem = { score?: number; node?: { selector?: string; snippet?: string } };
    const shifts = (lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)
      ?.items;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
      cumulativeLayoutShift: Number(audit('cumulative-layout-shift').toFixed(3)),
      layoutShifts: (shifts ?? []).map(
        (item) =>
          `${item.node?.selector ?? item.node?.snippet ?? 'unknown element'} ${(item.score ?? 0).toFixed(3)}`,
      ),
    };
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(figures: LighthouseFigures): string {
  return `Lighthouse, mobile, the menu from a printed table code (goal ≥ 95): performance ${figures.score}; FCP ${figures.firstContentfulPaintMs} ms, LCP ${figures.largestContentfulPaintMs} ms, TBT ${figures.totalBlockingTimeMs} ms, CLS ${figures.cumulativeLayoutShift}${
    figures.layoutShifts.length ? ` (moved: ${figures.layoutShifts.join('; ')})` : ''
  }`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: tsx bench/lighthouse.ts http://127.0.0.1:PORT');
  console.log(printLighthouse(await measureLighthouse(base)));
}
