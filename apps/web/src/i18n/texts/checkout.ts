import { area } from '../area.ts';
import type { checkout as source } from '../tr/checkout.ts';
import type { Texts } from '../texts-type.ts';

export const checkout: Texts<typeof source> = /* @__PURE__ */ area('checkout', {
  tr: () => import('../tr/checkout.ts').then((module) => module.checkout),
  en: () => import('../en/checkout.ts').then((module) => module.checkout),
});
