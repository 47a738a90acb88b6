import { area } from '../area.ts';
import type { orders as source } from '../tr/orders.ts';
import type { Texts } from '../texts-type.ts';

export const orders: Texts<typeof source> = /* @__PURE__ */ area('orders', {
  tr: () => import('../tr/orders.ts').then((module) => module.orders),
  en: () => import('../en/orders.ts').then((module) => module.orders),
});
