import type { product as source } from '../tr/product.ts';
import type { Texts } from '../texts-type.ts';

export const product: Texts<typeof source> = {
  required: 'Required',
  chooseOne: (group) => `Please make a choice for ${group}.`,
  extras: 'Extras',
  notes: 'Note for this dish',
  notesPlaceholder: 'For example: well done, please',
  notesCount: (length, max) => `${length}/${max}`,
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addWithPrice: (price) => `Add to Cart · ${price}`,
  close: 'Close',
  ingredients: 'Ingredients',
  allergens: 'Allergens',
  avoided: '(avoided)',
  preparationTime: (minutes) => `Preparation time: ${minutes} min`,
  backToMenu: 'Back to Menu',
  loadFailed: 'The dish could not be loaded.',
  extraPrice: (price) => `+${price}`,
};
