import type { cart as source } from '../tr/cart.ts';
import type { Texts } from '../texts-type.ts';

export const cart: Texts<typeof source> = {
  title: 'My Cart',
  itemsLabel: 'Items in the cart',
  empty: 'Your cart is empty.',
  goToMenu: 'Go to Menu',
  clear: 'Empty Cart',
  clearConfirm: 'Are you sure you want to empty the cart?',
  clearYes: 'Yes, Empty It',
  cancel: 'Cancel',
  remove: (name) => `Remove ${name} from the cart`,
  decrease: (name) => `Decrease the quantity of ${name}`,
  increase: (name) => `Increase the quantity of ${name}`,
  quantity: (name, quantity) => `${name}: ${quantity}`,
  unitPrice: (price) => `Unit price ${price}`,
  addedByMe: 'Added by you',
  addedBy: (name) => `Added by ${name}`,
  unavailable: 'Not available right now',
  leftOut: 'Will not be ordered',
  soldOutHint: 'Items not available right now are left out of the order and its total.',
  allSoldOut: 'None of the items in your cart can be ordered right now.',
  sharedHint:
    'Everyone at the table sees this cart; only the person who added an item can change it.',
  clearMine: 'Remove My Items',
  clearMineConfirm: 'Are you sure you want to remove the items you added from the cart?',
  waiting: "Waiting to be sent · it joins the table's cart when the connection returns",
  refused: (message) => `Could not be added to the table's cart: ${message}`,
};
