import { area } from '../area.ts';
import type { cart as source } from '../tr/cart.ts';
import type { Texts } from '../texts-type.ts';

export const cart: Texts<typeof source> = /* @__PURE__ */ area('cart', {
  tr: () => import('../tr/cart.ts').then((module) => module.cart),
  en: () => import('../en/cart.ts').then((module) => module.cart),
});
