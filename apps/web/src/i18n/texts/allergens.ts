import { area } from '../area.ts';
import type { allergens as source } from '../tr/allergens.ts';
import type { Texts } from '../texts-type.ts';

export const allergens: Texts<typeof source> = /* @__PURE__ */ area('allergens', {
  tr: () => import('../tr/allergens.ts').then((module) => module.allergens),
  en: () => import('../en/allergens.ts').then((module) => module.allergens),
});
