import { area } from '../area.ts';
import type { info as source } from '../tr/info.ts';
import type { Texts } from '../texts-type.ts';

export const info: Texts<typeof source> = /* @__PURE__ */ area('info', {
  tr: () => import('../tr/info.ts').then((module) => module.info),
  en: () => import('../en/info.ts').then((module) => module.info),
});
