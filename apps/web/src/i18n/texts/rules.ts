import { area } from '../area.ts';
import type { rules as source } from '../tr/rules.ts';
import type { Texts } from '../texts-type.ts';

export const rules: Texts<typeof source> = /* @__PURE__ */ area('rules', {
  tr: () => import('../tr/rules.ts').then((module) => module.rules),
  en: () => import('../en/rules.ts').then((module) => module.rules),
});
