import { area } from '../area.ts';
import type { home as source } from '../tr/home.ts';
import type { Texts } from '../texts-type.ts';

export const home: Texts<typeof source> = /* @__PURE__ */ area('home', {
  tr: () => import('../tr/home.ts').then((module) => module.home),
  en: () => import('../en/home.ts').then((module) => module.home),
});
