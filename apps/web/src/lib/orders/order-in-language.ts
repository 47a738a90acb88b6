import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { lineChoicesOf } from '@masa/core/orders/line-choices';
import { contentTextIn } from '../../i18n/content-name.ts';
import { language, type Language } from '../../i18n/language.ts';
import type { Order, OrderItem } from './order-types.ts';

// NOTE: an order keeps both names of what was ordered (issue 30, ADR 061): `name` the Turkish,
// `nameEn` the English ('' when the business gave none), `selectedOptionsEn` the choices in
// English. Every screen that reads an order or a bill reads the names a diner reads here, once,
// when the answer arrives: in English the English where there is one. Ids stay as they were,
// so what the app sends back (item ids, product ids) never depends on the language.

type En = { nameEn?: string | null };
type ItemEn = OrderItem &
  En & {
    selectedOptionsEn?: Record<string, string[]> | null;
    selectedAdditions: (OrderItem['selectedAdditions'][number] & En)[];
  };
type LineEn = BillResponse['lines'][number] & En & { optionsEn?: string[]; extrasEn?: string[] };
type ChargeEn = { name: string; description?: string } & En & { descriptionEn?: string | null };
type DiscountEn = Order['discounts'][number] & { descriptionEn?: string | null } & En;

const named = <T extends { name: string } & En>(lang: Language, thing: T): T => ({
  ...thing,
  name: contentTextIn(lang, thing.name, thing.nameEn),
});

function chargeIn<T extends ChargeEn>(lang: Language, charge: T): T {
  return {
    ...named(lang, charge),
    ...(charge.description !== undefined && {
      description: contentTextIn(lang, charge.description, charge.descriptionEn),
    }),
  };
}

function itemIn(lang: Language, item: ItemEn): OrderItem {
  if (lang !== 'en') return item;
  const options = item.selectedOptionsEn;
  return {
    ...named(lang, item),
    selectedOptions: options && Object.keys(options).length > 0 ? options : item.selectedOptions,
    selectedAdditions: item.selectedAdditions.map((extra) => named(lang, extra)),
  };
}

/**
 * A bill's lines and charges in the language: a line's or charge's own English when the bill
 * carries it, else its order's, already read (the bill's ids are the order's item and charge ids).
 */
export function billIn<B extends BillResponse>(
  bill: B,
  lang: Language = language,
  order: {
    items: readonly OrderItem[];
    serviceCharges: readonly { id: string; name: string }[];
  } = {
    items: [],
    serviceCharges: [],
  },
): B {
  if (lang !== 'en') return bill;
  const byId = new Map(order.items.map((item) => [item.id, item]));
  const chargesById = new Map(order.serviceCharges.map((charge) => [charge.id, charge.name]));
  return {
    ...bill,
    lines: bill.lines.map((line: LineEn) => {
      const item = byId.get(line.id);
      const choices = item ? lineChoicesOf(item) : null;
      return {
        ...line,
        name: line.nameEn ? contentTextIn(lang, line.name, line.nameEn) : (item?.name ?? line.name),
        // The order's line, already read, first: core's bill fills optionsEn with the Turkish
        // when a line has no English (ADR 060).
        options: choices?.options ?? line.optionsEn ?? line.options,
        extras: choices?.extras ?? line.extrasEn ?? line.extras,
      };
    }),
    charges: bill.charges.map((charge: ChargeEn & { id: string }) => ({
      ...charge,
      name: charge.nameEn
        ? contentTextIn(lang, charge.name, charge.nameEn)
        : (chargesById.get(charge.id) ?? charge.name),
    })),
  };
}

/** The order as a diner reads it in the language (see the note above). */
export function orderIn(order: Order, lang: Language = language): Order {
  if (lang !== 'en') return order;
  const items = order.items.map((item) => itemIn(lang, item));
  const serviceCharges = order.serviceCharges.map((charge) => chargeIn(lang, charge));
  return {
    ...order,
    items,
    bill: billIn(order.bill, lang, { items, serviceCharges }),
    serviceCharges,
    discounts: order.discounts.map((discount: DiscountEn) => ({
      ...discount,
      description: contentTextIn(
        lang,
        discount.description,
        discount.nameEn || discount.descriptionEn,
      ),
    })),
  };
}

/** Every order of a list, in the language. */
export const ordersIn = (orders: Order[], lang: Language = language): Order[] =>
  lang === 'en' ? orders.map((order) => orderIn(order, lang)) : orders;
