import type { CardForm } from '@masa/core/payment/card.schemas';
import { detectCardType, maskCardNumber } from '@masa/core/payment/describe-card';
import type { SavedCard } from './read-saved-cards.ts';

/**
 * What is kept of a card form (000 §3.6, ADR 023): the masked number, its type from the
 * first digit, holder and expiry. The full number and the CVV are dropped here.
 */
export function toSavedCard(form: CardForm): Omit<SavedCard, 'id' | 'isDefault'> {
  return {
    cardNumber: maskCardNumber(form.cardNumber),
    type: detectCardType(form.cardNumber),
    cardHolder: form.cardHolder.trim(),
    expiry: form.expiry,
  };
}
