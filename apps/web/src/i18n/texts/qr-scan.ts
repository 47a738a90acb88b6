import { area } from '../area.ts';
import type { qrScan as source } from '../tr/qr-scan.ts';
import type { Texts } from '../texts-type.ts';

export const qrScan: Texts<typeof source> = /* @__PURE__ */ area('qrScan', {
  tr: () => import('../tr/qr-scan.ts').then((module) => module.qrScan),
  en: () => import('../en/qr-scan.ts').then((module) => module.qrScan),
});
