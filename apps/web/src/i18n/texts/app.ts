import { area } from '../area.ts';
import type { app as source } from '../tr/app.ts';
import type { Texts } from '../texts-type.ts';

export const app: Texts<typeof source> = /* @__PURE__ */ area('app', {
  tr: () => import('../tr/shell.ts').then((module) => module.app),
  en: () => import('../en/shell.ts').then((module) => module.app),
});
