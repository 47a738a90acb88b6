import { area } from '../area.ts';
import type { businesses as source } from '../tr/businesses.ts';
import type { Texts } from '../texts-type.ts';

export const businesses: Texts<typeof source> = /* @__PURE__ */ area('businesses', {
  tr: () => import('../tr/businesses.ts').then((module) => module.businesses),
  en: () => import('../en/businesses.ts').then((module) => module.businesses),
});
