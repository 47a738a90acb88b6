/**
 * One spelling per Turkish number, so "0555 123 45 67", "+90 555 123 4567" and "5551234567"
 * are the same phone: +90 and the ten national digits. Expects a number that passed core's
 * TURKISH_PHONE_PATTERN.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+90${digits.slice(-10)}`;
}
