import type { Texts } from '@masa/core/i18n/texts';
import type { DISCOUNT_MESSAGES } from '../../domain/discounts/discount-messages.ts';

/** The staff discount routes' answers in English (issue 32 §2, ADR 074). */
export const DISCOUNT_MESSAGES_EN: Texts<typeof DISCOUNT_MESSAGES> = {
  lineNotFound: 'This dish is not on the order, or was cancelled',
  tooLarge: (left) => `The discount cannot exceed what is left (${left})`,
};
