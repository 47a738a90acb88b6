import { contentTextIn } from '../../i18n/content-name.ts';
import { language, type Language } from '../../i18n/language.ts';
import { billIn } from '../orders/order-in-language.ts';
import type { BillStatus } from './bill-types.ts';

type En = { name: string; nameEn?: string | null };
const named = <T extends En>(lang: Language, thing: T): T => ({
  ...thing,
  name: contentTextIn(lang, thing.name, thing.nameEn),
});

/**
 * GET /orders/{orderId}/bill as a diner reads it in the language (issue 30, ADR 061): the
 * bill's lines and charges and the units per item name the dishes and the kuver in English
 * where the business gave one; ids stay as they were.
 */
export function billStatusIn(status: BillStatus, lang: Language = language): BillStatus {
  if (lang !== 'en') return status;
  return {
    ...status,
    bill: billIn(status.bill, lang),
    items: status.items.map((item) => named(lang, item)),
  };
}
