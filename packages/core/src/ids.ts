// Identifier shapes shared by the app and the server (000 §3.5, 001 §5).
// Plain booleans, not type guards: a guard would narrow a string that fails to `never`.
import type { RuleId } from './i18n/rule-text.ts';

const BUSINESS_ID = /^[0-9a-fA-F]{24}$/;
const TABLE_ID = /^table-[A-Za-z0-9]+$/;

/** A malformed product or order line id, a rule text (ADR 117) the server's schemas share. */
export const PRODUCT_ID_MESSAGE: RuleId = 'rules.ids.product';

/** The number of characters from which an id in an order route is an order id (001 §5). */
export const ORDER_ID_MIN_LENGTH = 24;

/** A business id is a 24-character hexadecimal string. */
export function isBusinessId(value: unknown): boolean {
  return typeof value === 'string' && BUSINESS_ID.test(value);
}

/** A table id is 'table-' followed by letters and digits only. */
export function isTableId(value: unknown): boolean {
  return typeof value === 'string' && TABLE_ID.test(value);
}

/**
 * 001 §5: "An order id of 24 or more characters is an order id, a shorter one a table id."
 * Used by screens that receive either in the same route parameter.
 */
export function isOrderIdLike(value: unknown): boolean {
  return typeof value === 'string' && value.length >= ORDER_ID_MIN_LENGTH;
}
