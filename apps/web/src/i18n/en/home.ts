import type { home as source } from '../tr/home.ts';
import type { Texts } from '../texts-type.ts';

export const home: Texts<typeof source> = {
  title: 'Masa',
  login: 'Sign In',
  greeting: (firstName) => `Hello, ${firstName}`,
  greetingGuest: 'Hello, guest',
  tilesLabel: 'Quick actions',
  scanTitle: 'Scan the Table QR Code',
  scanText: 'Scan the code on your table to open the menu',
  cartTitle: 'My Cart',
  cartText: 'See the dishes you picked',
  ordersTitle: 'My Orders',
  ordersText: 'Follow your orders',
  session: {
    title: 'Active Session',
    business: 'Restaurant',
    table: 'Table',
    viewMenu: 'View Menu',
    scan: 'Scan QR Code',
    unknownBusiness: 'Unknown Restaurant',
    unknownTable: 'Unknown Table',
    missing: 'Restaurant or table information is missing',
  },
  paymentDone: {
    title: 'Your Payment Is Complete',
    text: 'Enjoy your meal! Scan the QR code on your table for a new order.',
    scan: 'Scan QR Code',
  },
  invite: {
    title: 'Invite a Friend',
    text: 'Earn 50 points for every friend you invite.',
    link: 'Invite',
  },
};
