import type { RequestLanguage } from '../../i18n/request-language.ts';
import { escapeHtml, scriptJson } from '../../lib/html-page.ts';
import type { FirstScreenAnswers, ResolvedLink } from './first-screen-answers.ts';
import { firstScreenScript } from './first-screen-script.ts';
import { FIRST_SCREEN_STYLE, renderFirstScreen } from './render-first-screen.ts';
import { screenChunks } from './screen-chunks.ts';

/** The id of the JSON the app reads its first answers from (apps/web/src/lib/first-screen.ts). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What the page carries for the app: the answers, in which language, and a resolved link. */
export type FirstScreenData = {
  businessId: string;
  tableId: string | null;
  language: RequestLanguage;
  answers: FirstScreenAnswers;
  scan: ResolvedLink | null;
};

/**
 * The diner app's index.html with the menu's first screen in it (ADR 062): the screen drawn
 * before #root, its inline style, the answers as inert JSON (`type="application/json"` runs
 * nothing, so the policy's `script-src 'self'` still holds), and the screens' stylesheets
 * announced. The app's stylesheet moves from the head to after the first screen: a stylesheet
 * in the head holds back every paint until it has arrived, one in the body only what follows it.
 * The app's entry and the screens' chunks are asked for by the page's script once the drawn
 * screen has painted (ADR 116), not by tags in the head.
 */
export function firstScreenPages(distDir: string, indexHtml: string) {
  const chunks = screenChunks(distDir, indexHtml);
  const base = '/customerapp/';
  const stylesheets = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entry) throw new Error("the diner app's index.html has no module script");
  const shell = [...stylesheets, entry[0]].reduce((html, tag) => html.replace(tag, ''), indexHtml);
  return function firstScreenPage(data: FirstScreenData): string {
    const { scripts, styles } = chunks[data.language];
    const head =
      `<style>${FIRST_SCREEN_STYLE}</style>` +
      stylesheets
        .map((link) => link.replace('rel="stylesheet"', 'rel="preload" as="style"'))
        .join('') +
      styles
        .map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`)
        .join('');
    const body =
      renderFirstScreen(data.answers, data.language) +
      firstScreenScript([entry[1]!, ...scripts.map((file) => `${base}${file}`)]) +
      stylesheets.join('') +
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>`;
    // Replacements by function: a business's text is never read as a `$&` pattern.
    return shell
      .replace(
        '<title>Masa</title>',
        () => `<title>${escapeHtml(data.answers.business.name)} · Masa</title>`,
      )
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root">', () => `${body}<div id="root">`)
      .replace('<html lang="tr">', () => `<html lang="${data.language}">`);
  };
}
