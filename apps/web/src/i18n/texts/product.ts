import { area } from '../area.ts';
import type { product as source } from '../tr/product.ts';
import type { Texts } from '../texts-type.ts';

export const product: Texts<typeof source> = /* @__PURE__ */ area('product', {
  tr: () => import('../tr/product.ts').then((module) => module.product),
  en: () => import('../en/product.ts').then((module) => module.product),
});
