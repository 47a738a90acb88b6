import { area } from '../area.ts';
import type { profile as source } from '../tr/profile.ts';
import type { Texts } from '../texts-type.ts';

export const profile: Texts<typeof source> = /* @__PURE__ */ area('profile', {
  tr: () => import('../tr/profile.ts').then((module) => module.profile),
  en: () => import('../en/profile.ts').then((module) => module.profile),
});
