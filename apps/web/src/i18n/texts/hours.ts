import { area } from '../area.ts';
import type { hours as source } from '../tr/hours.ts';
import type { Texts } from '../texts-type.ts';

export const hours: Texts<typeof source> = /* @__PURE__ */ area('hours', {
  tr: () => import('../tr/hours.ts').then((module) => module.hours),
  en: () => import('../en/hours.ts').then((module) => module.hours),
});
