import type { nav as source } from '../tr/nav.ts';
import type { Texts } from '../texts-type.ts';

export const nav: Texts<typeof source> = {
  label: 'Main menu',
  home: 'Home',
  // 000 §2.2 quotes the bar in English: 'QR Scan', 'Profile'; every bar says them (issue 30).
  qr: 'QR Scan',
  orders: 'Orders',
  profile: 'Profile',
  login: 'Sign In',
  menu: 'Menu',
  cart: 'My Cart',
  tableOrders: "The Table's Orders",
  tableOrdersHint: 'Split the bill, pay for your own items',
};
