// Core's Turkish messages (the rules both apps and the server share) read back into English
// (ADR 046): the diner app in English and the server's answers to English requests.
import {
  CORRECTION_FIELD_MESSAGES,
  CORRECTION_FIELD_MESSAGES_EN,
} from '../corrections/corrections.schemas.ts';
import { WALKOUT_FIELD_MESSAGES, WALKOUT_FIELD_MESSAGES_EN } from '../walkouts/walkouts.schemas.ts';
import { REASON_MESSAGES, REASON_MESSAGES_EN } from '../corrections/correction-reasons.schemas.ts';
import {
  LINE_CORRECTION_MESSAGES,
  LINE_CORRECTION_MESSAGES_EN,
} from '../corrections/line-corrections.schemas.ts';
import { PRINTER_FIELD_MESSAGES, PRINTER_FIELD_MESSAGES_EN } from '../printing/printer.schemas.ts';
import { ALLERGEN_NAMES_EN, ALLERGEN_NAMES_TR } from '../allergens/allergen-list.ts';
import { ALLERGEN_MESSAGES } from '../allergens/allergens.schemas.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { CAMPAIGN_CODE_MESSAGES } from '../campaigns/campaign-code.ts';
import {
  MESSAGE_TYPE_LABELS,
  ORDER_MESSAGES,
  partyTooLargeMessage,
  tableCapacityMessage,
} from '../orders/order.schemas.ts';
import { ORDER_STATUS_LABELS } from '../orders/order-status.ts';
import { SCHEDULE_MESSAGES } from '../orders/scheduled-slots.ts';
import { CARD_MESSAGES } from '../payment/card.schemas.ts';
import { ALLERGEN_MESSAGES_EN } from './en/allergen-messages.ts';
import { AUTH_MESSAGES_EN } from './en/auth-messages.ts';
import { CAMPAIGN_CODE_MESSAGES_EN } from './en/campaign-messages.ts';
import { CARD_MESSAGES_EN } from './en/card-messages.ts';
import {
  MESSAGE_TYPE_LABELS_EN,
  ORDER_MESSAGES_EN,
  ORDER_STATUS_LABELS_EN,
  SCHEDULE_MESSAGES_EN,
  partyTooLargeMessageEn,
  tableCapacityMessageEn,
} from './en/order-messages.ts';
import { type CatalogPair, type MessagePattern, makeTranslator } from './translator.ts';

export const CORE_CATALOGS: readonly CatalogPair[] = [
  [AUTH_MESSAGES, AUTH_MESSAGES_EN],
  [ORDER_MESSAGES, ORDER_MESSAGES_EN],
  [{ tableCapacityMessage }, { tableCapacityMessage: tableCapacityMessageEn }],
  [MESSAGE_TYPE_LABELS, MESSAGE_TYPE_LABELS_EN],
  [ORDER_STATUS_LABELS, ORDER_STATUS_LABELS_EN],
  [SCHEDULE_MESSAGES, SCHEDULE_MESSAGES_EN],
  [CAMPAIGN_CODE_MESSAGES, CAMPAIGN_CODE_MESSAGES_EN],
  [CARD_MESSAGES, CARD_MESSAGES_EN],
  [ALLERGEN_MESSAGES, ALLERGEN_MESSAGES_EN],
  [ALLERGEN_NAMES_TR, ALLERGEN_NAMES_EN],
  [{ partyTooLargeMessage }, { partyTooLargeMessage: partyTooLargeMessageEn }],
  [CORRECTION_FIELD_MESSAGES, CORRECTION_FIELD_MESSAGES_EN],
  [WALKOUT_FIELD_MESSAGES, WALKOUT_FIELD_MESSAGES_EN],
  [REASON_MESSAGES, REASON_MESSAGES_EN],
  [LINE_CORRECTION_MESSAGES, LINE_CORRECTION_MESSAGES_EN],
  [PRINTER_FIELD_MESSAGES, PRINTER_FIELD_MESSAGES_EN],
];

/** Messages a catalog's twin cannot read back: the campaign minimum formats its amount. */
export const CORE_PATTERNS: readonly MessagePattern[] = [
  [
    /^(\S+) kodu (₺[\d.,]+) ve üzeri siparişlerde geçerli$/,
    (match) => `The ${match[1]} code is valid for orders of ${match[2]} or more`,
  ],
];

/** The English of a core message, or undefined. */
export const coreEnglish = makeTranslator(CORE_CATALOGS, CORE_PATTERNS);
