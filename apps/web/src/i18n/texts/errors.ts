import { area } from '../area.ts';
import type { errors as source } from '../tr/errors.ts';
import type { Texts } from '../texts-type.ts';

export const errors: Texts<typeof source> = /* @__PURE__ */ area('errors', {
  tr: () => import('../tr/shell.ts').then((module) => module.errors),
  en: () => import('../en/shell.ts').then((module) => module.errors),
});
