import { MESSAGE_TYPE_LABELS_EN, ORDER_STATUS_LABELS_EN } from '@masa/core/i18n/en/order-messages';
import type { statuses as source } from '../tr/statuses.ts';
import type { Texts } from '../texts-type.ts';

// Core keeps the labels in both languages (the server's English answers use them too), as the
// Turkish module takes core's Turkish ones.
export const statuses: Texts<typeof source> = {
  order: ORDER_STATUS_LABELS_EN,
  partlyDelivered: 'Partly Served',
  messageTypes: MESSAGE_TYPE_LABELS_EN,
};
