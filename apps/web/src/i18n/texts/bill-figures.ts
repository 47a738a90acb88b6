import { area } from '../area.ts';
import type { billFigures as source } from '../tr/bill-figures.ts';
import type { Texts } from '../texts-type.ts';

export const billFigures: Texts<typeof source> = /* @__PURE__ */ area('billFigures', {
  tr: () => import('../tr/bill-figures.ts').then((module) => module.billFigures),
  en: () => import('../en/bill-figures.ts').then((module) => module.billFigures),
});
