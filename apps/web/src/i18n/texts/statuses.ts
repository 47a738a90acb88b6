import { area } from '../area.ts';
import type { statuses as source } from '../tr/statuses.ts';
import type { Texts } from '../texts-type.ts';

export const statuses: Texts<typeof source> = /* @__PURE__ */ area('statuses', {
  tr: () => import('../tr/statuses.ts').then((module) => module.statuses),
  en: () => import('../en/statuses.ts').then((module) => module.statuses),
});
