import type { nav as source } from '../tr/nav.ts';
import type { Texts } from '../texts-type.ts';

export const nav: Texts<typeof source> = {
  label: 'Main menu',
  home: 'Home',
  qr: 'Scan QR',
  orders: 'Orders',
  profile: 'My Profile',
  login: 'Sign In',
  menu: 'Menu',
  cart: 'My Cart',
  tableOrders: "The Table's Orders",
  tableOrdersHint: 'Split the bill, pay for your own items',
};
