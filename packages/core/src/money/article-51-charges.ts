// The charges a restaurant in Turkey may not ask for (issue 35 §1,
// docs/decisions/092-banned-charges-and-the-article-51-declaration.md). The Fiyat Etiketi
// Yönetmeliği art. 8(6) as amended on 30.1.2026 (Resmî Gazete 33153): in a lokanta, kafe,
// restoran, pastane and the like, "servis ücreti, masa ücreti, kuver ücreti ve benzeri herhangi
// bir isim altında ilave ödeme talep edilemez", İş Kanunu (4857) art. 51 reserved.
import type { ServiceChargeType } from './service-charge.ts';

/**
 * The specification's charge kinds the rule forbids: the three it names, and the two that are a
 * table charge under another name (a VIP table's surcharge, a fee for the time a table is held).
 * Entrance, umbrella, fixed menu, corkage, minimum spend and other stay: each is the price of
 * something the diner chooses, which the same paragraph asks to be shown on the price list.
 */
export const ARTICLE_51_CHARGE_TYPES = [
  'service_charge',
  'table_fee',
  'cover_charge',
  'vip_charge',
  'time_based_fee',
] as const satisfies readonly ServiceChargeType[];

/** Whether a kind of charge may only be asked by a business that declared article 51. */
export const needsArticle51 = (type: ServiceChargeType): boolean =>
  (ARTICLE_51_CHARGE_TYPES as readonly ServiceChargeType[]).includes(type);

/** Whether a business may charge a kind: allowed kinds always, banned ones under article 51. */
export const chargeAllowed = ({
  type,
  article51Declared,
}: {
  type: ServiceChargeType;
  article51Declared: boolean;
}): boolean => article51Declared || !needsArticle51(type);
