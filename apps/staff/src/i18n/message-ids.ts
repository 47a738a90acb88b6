// Message ids are the Turkish catalog's keys (docs/decisions/099-staff-app-on-lingui.md): an id
// the Turkish catalog lacks fails typecheck. A new area file needs its line here.
import type app from '../locales/tr/app.json';
import type audit from '../locales/tr/audit.json';
import type auth from '../locales/tr/auth.json';
import type bill from '../locales/tr/bill.json';
import type board from '../locales/tr/board.json';
import type corrections from '../locales/tr/corrections.json';
import type dayClose from '../locales/tr/day-close.json';
import type floor from '../locales/tr/floor.json';
import type kitchen from '../locales/tr/kitchen.json';
import type members from '../locales/tr/members.json';
import type menu from '../locales/tr/menu.json';
import type openAccounts from '../locales/tr/open-accounts.json';
import type printers from '../locales/tr/printers.json';
import type reports from '../locales/tr/reports.json';
import type requests from '../locales/tr/requests.json';
import type settings from '../locales/tr/settings.json';
import type stock from '../locales/tr/stock.json';
import type tables from '../locales/tr/tables.json';
import type takeOrder from '../locales/tr/take-order.json';
import type tips from '../locales/tr/tips.json';
// Core's rule texts (docs/decisions/117-core-rule-texts-by-id.md), said by `sayCoreMessage`: the
// diner's part and the back office's.
import type rules from '@masa/core/locales/tr/rules.json';
import type staffRules from '@masa/core/locales/staff/tr/rules.json';

type Catalogs = [
  typeof app,
  typeof audit,
  typeof auth,
  typeof bill,
  typeof board,
  typeof corrections,
  typeof dayClose,
  typeof floor,
  typeof kitchen,
  typeof members,
  typeof menu,
  typeof openAccounts,
  typeof printers,
  typeof reports,
  typeof requests,
  typeof settings,
  typeof stock,
  typeof tables,
  typeof takeOrder,
  typeof tips,
  typeof rules,
  typeof staffRules,
];

/** Each catalog's keys, not the keys every catalog shares (`keyof` of a union). */
type KeysOf<Catalog> = Catalog extends unknown ? keyof Catalog & string : never;
export type MessageId = KeysOf<Catalogs[number]>;

/** Every dotted prefix of a message id: `board.moveTo` of `board.moveTo.ready`. */
type Prefixes<Id extends string> = Id extends `${infer Head}.${infer Tail}`
  ? Head | `${Head}.${Prefixes<Tail>}`
  : never;
export type MessageGroup = Prefixes<MessageId>;
