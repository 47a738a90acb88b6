import type { Texts } from '@masa/core/i18n/texts';
import type { WALKOUT_MESSAGES } from '../../domain/walkouts/walkout-messages.ts';

/** Walk-outs' and open accounts' answers in English (issue 32 item 4, ADR 076). */
export const WALKOUT_MESSAGES_EN: Texts<typeof WALKOUT_MESSAGES> = {
  paid: (orderNumber) => `#${orderNumber} is paid and cannot be closed`,
  closed: (orderNumber) => `#${orderNumber} is closed already`,
  tableNotFound: 'Table not found',
};
