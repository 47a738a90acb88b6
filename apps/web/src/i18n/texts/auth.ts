import { area } from '../area.ts';
import type { auth as source } from '../tr/auth.ts';
import type { Texts } from '../texts-type.ts';

export const auth: Texts<typeof source> = /* @__PURE__ */ area('auth', {
  tr: () => import('../tr/auth.ts').then((module) => module.auth),
  en: () => import('../en/auth.ts').then((module) => module.auth),
});
