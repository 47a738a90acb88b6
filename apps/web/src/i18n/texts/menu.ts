import { area } from '../area.ts';
import type { menu as source } from '../tr/menu.ts';
import type { Texts } from '../texts-type.ts';

export const menu: Texts<typeof source> = /* @__PURE__ */ area('menu', {
  tr: () => import('../tr/menu.ts').then((module) => module.menu),
  en: () => import('../en/menu.ts').then((module) => module.menu),
});
