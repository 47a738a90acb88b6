import { area } from '../area.ts';
import type { tableLink as source } from '../tr/table-link.ts';
import type { Texts } from '../texts-type.ts';

export const tableLink: Texts<typeof source> = /* @__PURE__ */ area('tableLink', {
  tr: () => import('../tr/table-link.ts').then((module) => module.tableLink),
  en: () => import('../en/table-link.ts').then((module) => module.tableLink),
});
