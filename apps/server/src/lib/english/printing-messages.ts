import type { Texts } from '@masa/core/i18n/texts';
import type { PRINTING_MESSAGES } from '../../domain/printing/printing-messages.ts';

/** The printing routes' answers in English (issue 33, ADR 046). */
export const PRINTING_MESSAGES_EN: Texts<typeof PRINTING_MESSAGES> = {
  orderNotFound: 'Order not found',
  tableNotFound: 'Table not found',
};
