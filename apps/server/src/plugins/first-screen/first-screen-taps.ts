/**
 * The drawn menu's "Sepete Ekle" buttons work before the app's code has arrived (ADR 087): a
 * tap writes the dish's id on the drawn screen (`data-taps`, in order) and shows the button's
 * `data-said` ("… sepete ekleniyor...") at once; the app takes the taps when it removes the
 * screen and adds each dish, or opens its sheet, exactly once (apps/web/src/lib/first-screen.ts).
 * Part of the page's one inline script (first-screen-script.ts), which follows the drawn screen
 * in the page, so the screen is there when it runs.
 */
export const FIRST_SCREEN_TAPS =
  "(function(){var s=document.getElementById('first-screen');if(!s)return;" +
  "s.addEventListener('click',function(e){var b=e.target.closest('[data-add]');if(!b)return;" +
  "s.dataset.taps=((s.dataset.taps||'')+' '+b.dataset.add).trim();" +
  "s.querySelector('.fs-said').textContent=b.dataset.said})})()";
