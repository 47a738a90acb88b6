// The saved-card form (000 §5.5, 001 §5). Local mock data only: card numbers never reach
// our server (ADR 023), so this schema runs in the app alone.
import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';

export const CARD_MESSAGES = {
  allRequired: 'rules.card.allRequired',
  numberInvalid: 'rules.card.numberInvalid',
  expiryInvalid: 'rules.card.expiryInvalid',
  cvvInvalid: 'rules.card.cvvInvalid',
  deleteConfirm: 'rules.card.deleteConfirm',
} as const satisfies Record<string, RuleId>;

const required = z
  .string({ error: CARD_MESSAGES.allRequired })
  .trim()
  .min(1, CARD_MESSAGES.allRequired);

export const cardFormSchema = z.object({
  /** 16 digits once spaces are removed; the output has no spaces. */
  cardNumber: required.pipe(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{16}$/, CARD_MESSAGES.numberInvalid)),
  ),
  cardHolder: required,
  /** Two digits, slash, two digits (AA/YY). */
  expiry: required.pipe(z.string().regex(/^\d{2}\/\d{2}$/, CARD_MESSAGES.expiryInvalid)),
  cvv: required.pipe(z.string().regex(/^\d{3,4}$/, CARD_MESSAGES.cvvInvalid)),
});
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardForm = z.output<typeof cardFormSchema>;
