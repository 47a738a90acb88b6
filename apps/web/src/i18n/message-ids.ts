// Message ids are the Turkish catalog's keys (docs/decisions/106-diner-app-on-lingui.md): an id
// the Turkish catalog lacks fails typecheck. A new area file needs its line here.
import type allergens from '../locales/tr/allergens.json';
import type app from '../locales/tr/app.json';
import type auth from '../locales/tr/auth.json';
import type bill from '../locales/tr/bill.json';
import type billFigures from '../locales/tr/bill-figures.json';
import type businesses from '../locales/tr/businesses.json';
import type cart from '../locales/tr/cart.json';
import type checkout from '../locales/tr/checkout.json';
import type connection from '../locales/tr/connection.json';
import type errors from '../locales/tr/errors.json';
import type feedback from '../locales/tr/feedback.json';
import type home from '../locales/tr/home.json';
import type hours from '../locales/tr/hours.json';
import type info from '../locales/tr/info.json';
import type menu from '../locales/tr/menu.json';
import type nav from '../locales/tr/nav.json';
import type notices from '../locales/tr/notices.json';
import type notifications from '../locales/tr/notifications.json';
import type orders from '../locales/tr/orders.json';
import type product from '../locales/tr/product.json';
import type profile from '../locales/tr/profile.json';
import type qrScan from '../locales/tr/qr-scan.json';
import type rules from '@masa/core/locales/tr/rules.json';
import type statuses from '../locales/tr/statuses.json';
import type tableLink from '../locales/tr/table-link.json';

type Catalogs = [
  typeof allergens,
  typeof app,
  typeof auth,
  typeof bill,
  typeof billFigures,
  typeof businesses,
  typeof cart,
  typeof checkout,
  typeof connection,
  typeof errors,
  typeof feedback,
  typeof home,
  typeof hours,
  typeof info,
  typeof menu,
  typeof nav,
  typeof notices,
  typeof notifications,
  typeof orders,
  typeof product,
  typeof profile,
  typeof qrScan,
  typeof rules,
  typeof statuses,
  typeof tableLink,
];

/** Each catalog's keys, not the keys every catalog shares (`keyof` of a union). */
type KeysOf<Catalog> = Catalog extends unknown ? keyof Catalog & string : never;
export type MessageId = KeysOf<Catalogs[number]>;

/** An area: the first part of its ids (`bill` of `bill.splitPage.title`). */
export type Area = MessageId extends `${infer Head}.${string}` ? Head : never;

/** The keys of a group of ids: `'pending' | 'paid'` of `bill.splitPage.statuses`. */
export type KeyOf<Group extends string> = MessageId extends infer Id
  ? Id extends `${Group}.${infer Key}`
    ? Key extends `${infer Head}.${string}`
      ? Head
      : Key
    : never
  : never;
