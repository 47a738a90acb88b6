import { area } from '../area.ts';
import type { feedback as source } from '../tr/feedback.ts';
import type { Texts } from '../texts-type.ts';

export const feedback: Texts<typeof source> = /* @__PURE__ */ area('feedback', {
  tr: () => import('../tr/feedback.ts').then((module) => module.feedback),
  en: () => import('../en/feedback.ts').then((module) => module.feedback),
});
