import { area } from '../area.ts';
import type { notifications as source } from '../tr/notifications.ts';
import type { Texts } from '../texts-type.ts';

export const notifications: Texts<typeof source> = /* @__PURE__ */ area('notifications', {
  tr: () => import('../tr/shell.ts').then((module) => module.notifications),
  en: () => import('../en/shell.ts').then((module) => module.notifications),
});
