// How a saved card is shown (000 §3.6): its type from the first digit, its number masked.

export type CardType = 'visa' | 'mastercard' | 'amex' | 'other';

/** 4 → visa, 5 → mastercard, 3 → amex, anything else → other. */
export function detectCardType(cardNumber: string): CardType {
  const first = cardNumber.replace(/\D/g, '').charAt(0);
  if (first === '4') return 'visa';
  if (first === '5') return 'mastercard';
  if (first === '3') return 'amex';
  return 'other';
}

/** First 4 digits, dots, last 4: '4242424242424242' → '4242 •••• •••• 4242'. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.length < 8) return '•'.repeat(digits.length);
  return `${digits.slice(0, 4)} •••• •••• ${digits.slice(-4)}`;
}
