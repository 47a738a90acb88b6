import { createHash } from 'node:crypto';
import { needsChoice } from '@masa/core/menu/needs-choice';
import { formatTry } from '@masa/core/money/format-try';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { escapeHtml } from '../../lib/html-page.ts';
import type { FirstScreenAnswers } from './first-screen-answers.ts';

/** Dishes drawn: more than a 360×640 screen holds, far fewer than a menu (the HTML stays small). */
const DISHES = 8;

/** The diner app's own words for these parts (apps/web/src/i18n/{tr,en}/menu.ts). */
const TEXTS: Record<
  RequestLanguage,
  {
    loading: string;
    dishes: string;
    table: (name: string, number: number) => string;
    addToCart: string;
    addToCartLabel: (name: string) => string;
    /** What a tap on a drawn button says at once; the app adds (or opens the sheet) when it starts. */
    adding: (name: string) => string;
    choosing: (name: string) => string;
  }
> = {
  tr: {
    loading: 'Ürünler yükleniyor...',
    dishes: 'Ürünler',
    table: (name, number) => `${name} · Masa ${number}`,
    addToCart: 'Sepete Ekle',
    addToCartLabel: (name) => `${name} sepete ekle`,
    adding: (name) => `${name} sepete ekleniyor...`,
    choosing: (name) => `${name} için seçenekler açılıyor...`,
  },
  en: {
    loading: 'Loading dishes...',
    dishes: 'Dishes',
    table: (name, number) => `${name} · Table ${number}`,
    addToCart: 'Add to Cart',
    addToCartLabel: (name) => `Add to Cart: ${name}`,
    adding: (name) => `Adding ${name} to the cart...`,
    choosing: (name) => `Opening the choices for ${name}...`,
  },
};

/**
 * The first screen's own style, inline so that it paints with the page's first bytes rather
 * than after the app's stylesheet (one more round trip, 2 s on Slow 3G). Allowed by its hash
 * (FIRST_SCREEN_STYLE_HASH), never by 'unsafe-inline'. The app's #root stays hidden while the
 * first screen is there; the app removes it once its menu is drawn (lib/first-screen.ts).
 * The base rules of the app's stylesheet that shape it (styles/global.css: border-box, the body's
 * margin 0) hold from the start: with the browser's defaults until the app's script brought its
 * stylesheet, the whole drawn menu jumped 8 px and each dish 16 px (Lighthouse CLS 0.124).
 * The cover has the app's header's sizes (menu.css: 3:1, 4:1 on a phone, none on a short one):
 * the largest thing on a phone's first screen, drawn only by the app it was the page's LCP,
 * after the app's code (ADR 116).
 */
export const FIRST_SCREEN_STYLE = `*,::before,::after{box-sizing:border-box}body{margin:0}#first-screen~#root{display:none}
.fs{max-width:720px;margin:0 auto;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937;background:#f4f5fb;line-height:1.5}
.fs-bar{height:56px;background:#3f51b5}
.fs-cover{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;background:#3f51b5}
@media (max-width:480px){.fs-cover{aspect-ratio:4/1}}@media (max-width:480px) and (max-height:740px){.fs-cover{display:none}}
.fs-head{padding:.5rem 1rem;background:#fff;border-bottom:1px solid #e2e5f0}
.fs-name{margin:0;font-size:1.25rem;line-height:1.3}.fs-table{margin:0;color:#4b5563;font-size:.875rem}
.fs-status{margin:.5rem 1rem;color:#4b5563;font-size:.875rem}
.fs-dishes{list-style:none;margin:0;padding:0 1rem;display:grid;gap:.5rem}
.fs-dish{display:flex;gap:10px;min-height:96px;padding:8px;background:#fff;border:1px solid #e2e5f0;border-radius:10px}
.fs-photo{flex:0 0 80px;height:80px;border-radius:8px;background:#e2e5f0}
.fs-dish h3{margin:0;font-size:1rem;line-height:1.3}
.fs-desc{margin:0;color:#4b5563;font-size:.8125rem;overflow:hidden;display:-webkit-box;-webkit-line-clamp:1;-webkit-box-orient:vertical}
.fs-price{margin:0;font-weight:600;color:#3f51b5}
.fs-dish>div{flex:1;min-width:0}
.fs-foot{display:flex;align-items:center;justify-content:space-between;gap:8px}
.fs-add{min-height:40px;padding:0 12px;border:0;border-radius:10px;background:#3f51b5;color:#fff;font:600 .9375rem/1 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;white-space:nowrap}
.fs-said{position:fixed;left:1rem;right:1rem;bottom:1rem;max-width:688px;margin:0 auto;padding:.75rem 1rem;border-radius:10px;background:#1f2937;color:#fff}
.fs-said:empty{display:none}`;

export const FIRST_SCREEN_STYLE_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_STYLE).digest('base64')}'`;

/**
 * The menu's first screen as HTML (ADR 062): the restaurant's name, the table, and the first
 * dishes in menu order with their prices, from the same answers the API gives. Every text the
 * business wrote is escaped. The dishes have the shape of the app's short-phone row cards (an
 * 80 px picture beside the text), so the hand-over does not jump. Photos are grey boxes of a
 * fixed size: on one bar of signal the app's code comes before pictures, and the app draws them
 * in the same place.
 */
export function renderFirstScreen(answers: FirstScreenAnswers, language: RequestLanguage): string {
  const texts = TEXTS[language];
  const { business, categories, products, table } = answers;
  const dishes = categories
    .flatMap((category) => products.filter((product) => product.categoryId === category.id))
    .slice(0, DISHES);
  // A drawn "Sepete Ekle" takes a tap before the app runs (first-screen-taps.ts, ADR 087): it
  // names the dish as the app's button does, and says at once what the tap will do.
  const add = (p: (typeof dishes)[number]) => {
    const said = needsChoice(p) ? texts.choosing(p.name) : texts.adding(p.name);
    return p.isAvailable
      ? `<button type="button" class="fs-add" data-add="${escapeHtml(p.id)}" data-said="${escapeHtml(said)}" aria-label="${escapeHtml(texts.addToCartLabel(p.name))}">${texts.addToCart}</button>`
      : '';
  };
  const dish = (p: (typeof dishes)[number]) =>
    `<li class="fs-dish"><span class="fs-photo"></span><div><h3>${escapeHtml(p.name)}</h3>` +
    (p.description ? `<p class="fs-desc">${escapeHtml(p.description)}</p>` : '') +
    `<div class="fs-foot"><p class="fs-price">${escapeHtml(formatTry(p.discountedPrice))}</p>${add(p)}</div></div></li>`;
  const tableLine = table
    ? `<p class="fs-table">${escapeHtml(texts.table(table.name, table.number))}</p>`
    : '';
  // The same picture as the app's header (fetched once), asked for with the page's first bytes.
  const cover = business.coverImage
    ? `<img class="fs-cover" src="${escapeHtml(business.coverImage)}" alt="" width="1200" height="400" fetchpriority="high">`
    : '';
  return (
    `<div id="first-screen" class="fs" lang="${language}"><div class="fs-bar"></div>${cover}` +
    `<header class="fs-head"><h1 class="fs-name">${escapeHtml(business.name)}</h1>${tableLine}</header>` +
    `<p class="fs-status" role="status">${texts.loading}</p>` +
    `<ul class="fs-dishes" aria-label="${texts.dishes}">${dishes.map(dish).join('')}</ul>` +
    `<p class="fs-said" role="status"></p></div>`
  );
}
