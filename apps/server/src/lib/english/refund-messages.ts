import type { Texts } from '@masa/core/i18n/texts';
import type { REFUND_MESSAGES } from '../../domain/refunds/refund-messages.ts';

/** A staff refund's answers in English (issue 34, ADR 084). */
export const REFUND_MESSAGES_EN: Texts<typeof REFUND_MESSAGES> = {
  providerUnavailable:
    'The payment provider cannot be reached right now; nothing was refunded. Please try again shortly.',
  reasonRequired: 'Write the reason for the refund',
  reasonTooLong: 'The reason may be at most 200 characters',
};
