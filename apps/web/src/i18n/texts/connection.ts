import { area } from '../area.ts';
import type { connection as source } from '../tr/connection.ts';
import type { Texts } from '../texts-type.ts';

export const connection: Texts<typeof source> = /* @__PURE__ */ area('connection', {
  tr: () => import('../tr/connection.ts').then((module) => module.connection),
  en: () => import('../en/connection.ts').then((module) => module.connection),
});
