import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/html-page.ts';
import { FIRST_SCREEN_TAPS } from './first-screen-taps.ts';

/**
 * The app's code is asked for once the drawn screen is parsed and painted (ADR 116): the
 * script's `data-app` lists the entry, then the menu's chunks to preload. With their tags in
 * the head, the app's scripts took the phone's first connections and bandwidth from the drawn
 * screen's stylesheet and cover, and Lighthouse counted every one of them in the first paint's
 * and the cover's path (LCP). The entry then finds #root and the page's answers parsed. A
 * hidden page paints nothing (no animation frame comes): it starts once parsed.
 */
const START_AFTER_PAINT =
  "(function(){var c=document.currentScript,f=(c&&c.dataset.app||'').split(' ').filter(Boolean);" +
  'if(!f.length)return;function go(){f.forEach(function(h,i){' +
  "var e=document.createElement(i?'link':'script');" +
  "if(i){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h}" +
  "e.crossOrigin='anonymous';document.head.appendChild(e)})}" +
  "document.addEventListener('DOMContentLoaded',function(){" +
  "if(document.visibilityState==='hidden')go();" +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})})()';

/** The page's one inline script: the drawn buttons' taps (ADR 087), then the app's start. */
const FIRST_SCREEN_SCRIPT = `${FIRST_SCREEN_TAPS};${START_AFTER_PAINT}`;

/** Allows that script, never 'unsafe-inline': its text is the same on every page. */
export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;

/** The script, after the drawn screen: `appFiles` is the entry's address, then the chunks'. */
export function firstScreenScript(appFiles: readonly string[]): string {
  return `<script data-app="${escapeHtml(appFiles.join(' '))}">${FIRST_SCREEN_SCRIPT}</script>`;
}
