import { area } from '../area.ts';
import type { nav as source } from '../tr/nav.ts';
import type { Texts } from '../texts-type.ts';

export const nav: Texts<typeof source> = /* @__PURE__ */ area('nav', {
  tr: () => import('../tr/shell.ts').then((module) => module.nav),
  en: () => import('../en/shell.ts').then((module) => module.nav),
});
