import type { Texts } from '@masa/core/i18n/texts';
import type { STAFF_ORDER_MESSAGES } from '../../domain/staff-orders/staff-order-messages.ts';

/** The waiter's order routes' answers in English (issue 31 §8, ADR 046); courses in Turkish. */
export const STAFF_ORDER_MESSAGES_EN: Texts<typeof STAFF_ORDER_MESSAGES> = {
  unknownCourse: 'Invalid course',
};
