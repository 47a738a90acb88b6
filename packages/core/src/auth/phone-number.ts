// A diner's phone number (issue 30, ADR 080): Turkish numbers as 000 §5.2 writes them, and a
// tourist's number in E.164, both stored in one spelling so one phone is one account.

/** Optional +90 or 0, then groups of 3, 3 and 4 digits, with optional spaces or dashes. */
export const TURKISH_PHONE_PATTERN = /^(?:\+90|0)?[ -]?\d{3}[ -]?\d{3}[ -]?\d{4}$/;

/** A + and a country code that is not 0, then digits with spaces, dashes, dots or brackets. */
const INTERNATIONAL_PATTERN = /^\+[1-9][\d ().-]*$/;
const E164_MIN_DIGITS = 8;
const E164_MAX_DIGITS = 15;

/**
 * The stored spelling of a phone number, or null when it is none: a Turkish number becomes +90
 * and its ten national digits ("0532 123 4567" → "+905321234567"); an international one its
 * E.164 form ("+44 7911 123456" → "+447911123456", 8 to 15 digits after the +). A +90 number
 * must still be a Turkish one.
 */
export function normalizePhoneNumber(text: string): string | null {
  const phone = text.trim();
  if (TURKISH_PHONE_PATTERN.test(phone)) return `+90${phone.replace(/\D/g, '').slice(-10)}`;
  if (!INTERNATIONAL_PATTERN.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('90')) return null;
  if (digits.length < E164_MIN_DIGITS || digits.length > E164_MAX_DIGITS) return null;
  return `+${digits}`;
}
