import type { allergens as source } from '../tr/allergens.ts';
import type { Texts } from '../texts-type.ts';

export const allergens: Texts<typeof source> = {
  title: 'My Allergens',
  intro:
    'Choose the allergens you avoid: the menu marks the dishes that contain them, the cart warns you before you order, and an allergy note goes to the kitchen with your order.',
  listLabel: 'Allergens I avoid',
  hide: 'Hide dishes with these allergens from the menu',
  onProfile: 'Your choice is saved to your account.',
  onDevice: 'Your choice is kept on this phone.',
  disclaimer:
    'The restaurant enters the allergen details; if you have a serious allergy, also tell the waiter before you order.',
  save: 'Save Allergens',
  saving: 'Saving...',
  saved: 'Your allergen preferences have been saved',
  close: 'Close',
  lineWarning: (names) => `An allergen you avoid: ${names}`,
  warningTitle: 'Allergen warning',
  warningText: 'These items in your cart contain allergens you avoid:',
  warningLine: (name, names) => `${name}: ${names}`,
  orderAnyway: 'Order Anyway',
  backToCart: 'Back to Cart',
  noteSent: (names) => `An allergy note goes to the kitchen with your order: ${names}`,
};
