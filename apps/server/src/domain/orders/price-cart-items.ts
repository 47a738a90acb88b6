import { discountAmount } from '@masa/core/money/discounted-price';
import { PRODUCT_NOTE_MAX_LENGTH } from '@masa/core/orders/order-limits';
import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import type { ProductExtra, SelectedOptions } from '../../db/schema/json-types.ts';
import { refuse } from '../../lib/app-error.ts';
import { productVatPercent } from '@masa/core/money/product-vat';
import type { CartProduct } from './load-cart-products.ts';
import type { CartItemInput } from './order-request.ts';

/** A cart line priced from the database. Money in kuruş. */
export type PricedLine = {
  productId: string;
  categoryId: string;
  name: string;
  /** The product's English name, '' when none: copied into the order (ADR 060). */
  nameEn: string;
  quantity: number;
  /** Free units the cart asks for; checked by allocateFreeItems. */
  requestedFreeQuantity: number;
  notes: string | null;
  selectedOptions: SelectedOptions;
  /** The same choices in English, each falling back to the Turkish (ADR 060). */
  selectedOptionsEn: SelectedOptions;
  selectedAdditions: ProductExtra[];
  /** One unit: discounted product price + option choices + extras. */
  unitPrice: number;
  /** One unit before the product's discount. */
  originalPrice: number;
  /** The discount on one unit (it applies to the product price only, not to options or extras). */
  unitDiscount: number;
  /** The order's campaign's share of one charged unit (applyOrderCampaign), inside unitDiscount. */
  campaignDiscount: number;
  vatRate: number;
};

const english = (named: { name: string; nameEn?: string }) => named.nameEn || named.name;

/** The chosen options in English: each group's and choice's English name, else the Turkish. */
function inEnglish(product: CartProduct, chosen: SelectedOptions): SelectedOptions {
  const en: SelectedOptions = {};
  for (const [optionName, names] of Object.entries(chosen)) {
    const option = product.options.find((o) => o.name === optionName);
    if (!option) continue;
    en[english(option)] = names.map((name) => {
      const choice = option.choices.find((c) => c.name === name);
      return choice ? english(choice) : name;
    });
  }
  return en;
}

function chooseOptions(product: CartProduct, asked: CartItemInput['selectedOptions']) {
  const chosen: SelectedOptions = {};
  let price = 0;
  for (const [optionName, value] of Object.entries(asked ?? {})) {
    const names = (Array.isArray(value) ? value : [value]).filter((name) => name !== '');
    if (names.length === 0) continue;
    const option = product.options.find((o) => o.name === optionName);
    if (!option)
      throw refuse(400, 'INVALID_OPTION.unknownOption', {
        product: product.name,
        option: optionName,
      });
    if (!option.multiple && names.length > 1) {
      throw refuse(400, 'INVALID_OPTION.tooManyChoices', {
        product: product.name,
        option: optionName,
      });
    }
    for (const name of names) {
      const choice = option.choices.find((c) => c.name === name);
      if (!choice)
        throw refuse(400, 'INVALID_OPTION.unknownOption', {
          product: product.name,
          option: `${optionName}: ${name}`,
        });
      price += choice.price;
    }
    chosen[optionName] = names;
  }
  // A required option the cart left out (a quick add from the product card) gets its first choice.
  for (const option of product.options) {
    const first = option.choices[0];
    if (option.required && !chosen[option.name] && first) {
      chosen[option.name] = [first.name];
      price += first.price;
    }
  }
  return { chosen, price };
}

function chooseExtras(product: CartProduct, asked: CartItemInput['selectedAdditions']) {
  const extras = (asked ?? []).map((addition) => {
    const name = typeof addition === 'string' ? addition : addition.name;
    const extra = product.extras.find((e) => e.name === name);
    if (!extra) throw refuse(400, 'INVALID_EXTRA', { product: product.name, extra: name });
    return { name: extra.name, nameEn: extra.nameEn ?? '', price: extra.price };
  });
  return { extras, price: extras.reduce((sum, extra) => sum + extra.price, 0) };
}

function checkNotes(notes: string | null | undefined): string | null {
  const trimmed = notes?.trim() ?? '';
  // 001 §3: the 200-character limit is per note; prefixed lines (removals, extras) are not notes.
  const special = parseItemNotes(trimmed).specialNotes.join('\n');
  if (special.length > PRODUCT_NOTE_MAX_LENGTH) {
    throw refuse(400, 'NOTE_TOO_LONG');
  }
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks every cart line against the menu and prices it: the product must exist, belong to the
 * business, be active, available and in an active category; options and extras must be the
 * product's own. Any price the client sent is ignored.
 */
export function priceCartItems({
  items,
  products,
  activeCategoryIds,
  businessId,
}: {
  items: CartItemInput[];
  products: Map<string, CartProduct>;
  activeCategoryIds: Set<string>;
  businessId: string;
}): PricedLine[] {
  return items.map((item) => {
    const product = products.get(item.productId);
    if (!product) throw refuse(404, 'PRODUCT_NOT_FOUND');
    if (product.businessId !== businessId) {
      throw refuse(400, 'PRODUCT_NOT_IN_BUSINESS');
    }
    if (!product.active || !product.isAvailable || !activeCategoryIds.has(product.categoryId)) {
      throw refuse(409, 'PRODUCT_UNAVAILABLE', { name: product.name });
    }
    const options = chooseOptions(product, item.selectedOptions);
    const extras = chooseExtras(product, item.selectedAdditions);
    const requestedFreeQuantity = item.freeQuantity ?? (item.isFreeProduct ? item.quantity : 0);
    if (requestedFreeQuantity > item.quantity) {
      throw refuse(400, 'INVALID_FREE_QUANTITY.freeQuantityAboveQuantity', { name: product.name });
    }
    const unitDiscount = discountAmount(product.price, product.discountPercentage);
    const originalPrice = product.price + options.price + extras.price;
    return {
      productId: product.id,
      categoryId: product.categoryId,
      name: product.name,
      nameEn: product.nameEn,
      quantity: item.quantity,
      requestedFreeQuantity,
      notes: checkNotes(item.notes),
      selectedOptions: options.chosen,
      selectedOptionsEn: inEnglish(product, options.chosen),
      selectedAdditions: extras.extras,
      unitPrice: originalPrice - unitDiscount,
      originalPrice,
      unitDiscount,
      campaignDiscount: 0,
      vatRate: productVatPercent(product),
    };
  });
}
