import type { CardType } from '@masa/core/payment/describe-card';

/** A saved card as this device keeps it (000 §3.6): the number masked, never the CVV. */
export type SavedCard = {
  id: string;
  cardNumber: string;
  cardHolder: string;
  expiry: string;
  type: CardType;
  isDefault: boolean;
};

const TYPES: readonly string[] = ['visa', 'mastercard', 'amex', 'other'];
/** First 4 digits, dots, last 4: anything holding a longer run of digits is not kept. */
const MASKED = /^\d{4} •••• •••• \d{4}$/;

function isSavedCard(value: unknown): value is SavedCard {
  const card = value as Partial<SavedCard> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    typeof card.id === 'string' &&
    typeof card.cardNumber === 'string' &&
    MASKED.test(card.cardNumber) &&
    typeof card.cardHolder === 'string' &&
    typeof card.expiry === 'string' &&
    TYPES.includes(String(card.type)) &&
    typeof card.isDefault === 'boolean'
  );
}

/** The cards stored for a user; entries of any other shape are dropped. */
export function readSavedCards(raw: unknown): SavedCard[] {
  return Array.isArray(raw) ? raw.filter(isSavedCard) : [];
}
