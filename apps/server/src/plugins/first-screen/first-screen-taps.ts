import { createHash } from 'node:crypto';

/**
 * The drawn menu's "Sepete Ekle" buttons work before the app's code has arrived (ADR 087): a
 * tap writes the dish's id on the drawn screen (`data-taps`, in order) and shows the button's
 * `data-said` ("… sepete ekleniyor...") at once; the app takes the taps when it removes the
 * screen and adds each dish, or opens its sheet, exactly once (apps/web/src/lib/first-screen.ts).
 * It follows the drawn screen in the page, so the screen is there when it runs. Allowed by
 * its hash (FIRST_SCREEN_SCRIPT_HASH), never by 'unsafe-inline'.
 */
export const FIRST_SCREEN_SCRIPT =
  "(function(){var s=document.getElementById('first-screen');if(!s)return;" +
  "s.addEventListener('click',function(e){var b=e.target.closest('[data-add]');if(!b)return;" +
  "s.dataset.taps=((s.dataset.taps||'')+' '+b.dataset.add).trim();" +
  "s.querySelector('.fs-said').textContent=b.dataset.said})})()";

export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;
