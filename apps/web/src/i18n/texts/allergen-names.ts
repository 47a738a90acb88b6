import { area } from '../area.ts';
import type { allergenNames as source } from '../tr/allergen-names.ts';
import type { Texts } from '../texts-type.ts';

export const allergenNames: Texts<typeof source> = /* @__PURE__ */ area('allergenNames', {
  tr: () => import('../tr/allergen-names.ts').then((module) => module.allergenNames),
  en: () => import('../en/allergen-names.ts').then((module) => module.allergenNames),
});
