import { area } from '../area.ts';
import type { notices as source } from '../tr/notices.ts';
import type { Texts } from '../texts-type.ts';

export const notices: Texts<typeof source> = /* @__PURE__ */ area('notices', {
  tr: () => import('../tr/notices.ts').then((module) => module.notices),
  en: () => import('../en/notices.ts').then((module) => module.notices),
});
