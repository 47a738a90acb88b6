import { normalizePhoneNumber } from '@masa/core/auth/phone-number';

/**
 * One spelling per phone, so "0555 123 45 67", "+90 555 123 4567" and "5551234567" are the
 * same Turkish phone (+90 and the ten national digits) and a tourist's "+44 7911 123456" is
 * +447911123456 (ADR 080). Expects a number that passed core's phone rule; the schemas already
 * hand it over in this spelling, so a second pass changes nothing.
 */
export function normalizePhone(phone: string): string {
  return normalizePhoneNumber(phone) ?? phone;
}
