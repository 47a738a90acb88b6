import { area } from '../area.ts';
import type { bill as source } from '../tr/bill.ts';
import type { Texts } from '../texts-type.ts';

export const bill: Texts<typeof source> = /* @__PURE__ */ area('bill', {
  tr: () => import('../tr/bill.ts').then((module) => module.bill),
  en: () => import('../en/bill.ts').then((module) => module.bill),
});
