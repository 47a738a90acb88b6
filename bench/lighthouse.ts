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
import { readFileSync, writeFileSync } from 'node:fs';
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
  /** The element whose paint is the LCP, and the LCP's phases (TTFB, load delay…) in ms. */
  lcpElement: string;
  lcpPhases: string[];
  /** The performance audits that are not passed, with what Lighthouse says they cost. */
  failing: string[];
  /** The main thread's work by kind (script evaluation, style & layout, GC…), ms at 4× CPU. */
  mainThread: string[];
  /** Each script's main-thread time (evaluation; parse and compile), ms at 4× CPU. */
  scripts: string[];
  /** Tasks of 50 ms or more at 4× CPU, where each counts its time over 50 ms in the TBT. */
  longTasks: number;
  /**
   * The page's tasks as observed, before the 4× simulation: how many took over 10, 25, 50 and
   * 100 ms. Counts, not the TBT's milliseconds, are what to compare between runs on a busy machine.
   */
  tasksOver: Record<'10' | '25' | '50' | '100', number>;
};

type TableItem = {
  score?: number;
  node?: { selector?: string; snippet?: string };
  phase?: string;
  timing?: number;
};
type Details = { type?: string; items?: (TableItem | Details)[] } | undefined;
type WorkItem = { group?: string; duration?: number };
type ScriptItem = { url?: string; total?: number; scripting?: number; scriptParseCompile?: number };
/** The long-tasks audit's table stops at 20; its debug data has every one. */
type LongTaskData = { tasks?: unknown[] };
type Diagnostics = Record<`numTasksOver${'10' | '25' | '50' | '100'}ms`, number>;

/** A script's file name; the page itself by its path, without the table's token. */
const fileName = (url: string | undefined) =>
  url?.startsWith('http') ? new URL(url).pathname.split('/').pop() : (url ?? 'unknown');

const nodeName = (node: TableItem['node']) => node?.snippet ?? node?.selector ?? 'unknown element';

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
    // The whole report, for what the lines below leave out (open it in the Lighthouse viewer).
    const report = process.env.BENCH_LIGHTHOUSE_REPORT;
    if (report) writeFileSync(report, JSON.stringify(lhr));
    return lighthouseFigures(lhr);
  } finally {
    chrome.kill();
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The figures of a report: a run's, or one kept with BENCH_LIGHTHOUSE_REPORT. */
export function lighthouseFigures(lhr: Report): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const shifts = (lhr.audits['layout-shifts']?.details as Details)?.items as TableItem[];
  // A list of two tables: the element, then the phases.
  const [element, phases] = ((lhr.audits['largest-contentful-paint-element']?.details as Details)
    ?.items ?? []) as Details[];
  const items = <T>(id: string) => ((lhr.audits[id]?.details as Details)?.items ?? []) as T[];
  const diagnostics = items<Diagnostics>('diagnostics')[0];
  const longTasks =
    (lhr.audits['long-tasks']?.details as { debugData?: LongTaskData } | undefined)?.debugData
      ?.tasks ?? [];
  const inCategory = new Set(lhr.categories.performance?.auditRefs.map((ref) => ref.id));
  const failing = Object.values(lhr.audits).filter(
    (a) =>
      inCategory.has(a.id) &&
      a.score !== null &&
      a.score < 1 &&
      !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
  );
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
    lcpElement: nodeName((element?.items?.[0] as TableItem | undefined)?.node),
    lcpPhases: ((phases?.items ?? []) as TableItem[]).map(
      (item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`,
    ),
    failing: failing.map(
      (a) => `${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`,
    ),
    mainThread: items<WorkItem>('mainthread-work-breakdown').map(
      (item) => `${item.group} ${Math.round(item.duration ?? 0)}`,
    ),
    scripts: items<ScriptItem>('bootup-time').map(
      (item) =>
        `${fileName(item.url)} ${Math.round(item.scripting ?? 0)} + ${Math.round(item.scriptParseCompile ?? 0)}`,
    ),
    longTasks: longTasks.length,
    tasksOver: {
      '10': diagnostics?.numTasksOver10ms ?? Number.NaN,
      '25': diagnostics?.numTasksOver25ms ?? Number.NaN,
      '50': diagnostics?.numTasksOver50ms ?? Number.NaN,
      '100': diagnostics?.numTasksOver100ms ?? Number.NaN,
    },
  };
}

export function printLighthouse(figures: LighthouseFigures): string {
  return [
    `Lighthouse, mobile, the menu from a printed table code (goal 100, LCP ≤ 1.8 s): performance ${figures.score}; FCP ${figures.firstContentfulPaintMs} ms, LCP ${figures.largestContentfulPaintMs} ms, TBT ${figures.totalBlockingTimeMs} ms, CLS ${figures.cumulativeLayoutShift}${
      figures.layoutShifts.length ? ` (moved: ${figures.layoutShifts.join('; ')})` : ''
    }`,
    `  LCP element: ${figures.lcpElement}${figures.lcpPhases.length ? ` (${figures.lcpPhases.join(', ')})` : ''}`,
    `  not passed: ${figures.failing.join('; ') || 'none'}`,
    `  main thread at 4× CPU, ms: ${figures.mainThread.join(', ')}`,
    `  per script, evaluation + parse/compile ms at 4× CPU: ${figures.scripts.join('; ')}`,
    `  long tasks (≥ 50 ms at 4× CPU): ${figures.longTasks}; tasks as observed over 10/25/50/100 ms: ${Object.values(figures.tasksOver).join('/')}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [what, ...more] = process.argv.slice(2);
  if (!what) throw new Error('usage: tsx bench/lighthouse.ts http://127.0.0.1:PORT | report.json…');
  // Reports kept with BENCH_LIGHTHOUSE_REPORT are read again, to compare runs.
  if (what.endsWith('.json'))
    for (const file of [what, ...more])
      console.log(
        `${file}:\n${printLighthouse(lighthouseFigures(JSON.parse(readFileSync(file, 'utf8'))))}`,
      );
  else console.log(printLighthouse(await measureLighthouse(what)));
}
