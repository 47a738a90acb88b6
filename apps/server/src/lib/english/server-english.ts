import { CORE_CATALOGS, CORE_PATTERNS } from '@masa/core/i18n/core-english';
import { DAY_MESSAGES } from '@masa/core/reports/day.schemas';
import { makeTranslator } from '@masa/core/i18n/translator';
import { AUTH_MESSAGES, EMAIL_TAKEN } from '../../domain/auth/auth-messages.ts';
import { PAYMENT_METHOD_LABELS } from '../../domain/bill/bill-messages.ts';
import { DISCOUNT_MESSAGES } from '../../domain/discounts/discount-messages.ts';
import { LIVE_ORDER_MESSAGES } from '../../domain/live-orders/live-order-messages.ts';
import { ORDER_REQUEST_MESSAGES } from '../../domain/orders/order-messages.ts';
import { REVIEW_MESSAGES } from '../../domain/reviews/review-messages.ts';
import { SHARED_CART_MESSAGES } from '../../domain/shared-cart/shared-cart-messages.ts';
import { STAFF_ORDER_MESSAGES } from '../../domain/staff-orders/staff-order-messages.ts';
import { TABLE_SESSION_MESSAGES } from '../../domain/table-sessions/table-session-messages.ts';
import { WALKOUT_MESSAGES } from '../../domain/walkouts/walkout-messages.ts';
import { PRINTER_MESSAGES } from '../../domain/printing/printer-messages.ts';
import { PRINTER_MESSAGES_EN } from './printer-messages.ts';
import { AUTH_MESSAGES_EN, EMAIL_TAKEN_EN } from './account-messages.ts';
import { PAYMENT_METHOD_LABELS_EN } from './bill-messages.ts';
import { DAY_MESSAGES_EN } from './day-messages.ts';
import { FISCAL_MESSAGES } from '@masa/core/fiscal/fiscal.schemas';
import { FISCAL_MESSAGES_EN } from './fiscal-messages.ts';
import { TIP_MESSAGES } from '@masa/core/tips/tips.schemas';
import { TIP_MESSAGES_EN } from './tip-messages.ts';
import { DISCOUNT_MESSAGES_EN } from './discount-messages.ts';
import { CORRECTION_MESSAGES_EN } from './correction-messages.ts';
import { CORRECTION_MESSAGES } from '../../domain/corrections/corrections-messages.ts';
import { STAFF_ORDER_MESSAGES_EN } from './staff-order-messages.ts';
import { WALKOUT_MESSAGES_EN } from './walkout-messages.ts';
import { PRINTING_MESSAGES } from '../../domain/printing/printing-messages.ts';
import { PRINTING_MESSAGES_EN } from './printing-messages.ts';
import { REFUND_MESSAGES } from '../../domain/refunds/refund-messages.ts';
import { REFUND_MESSAGES_EN } from './refund-messages.ts';
import { CHARGE_RULE_MESSAGES } from '../../domain/charges/charge-rule-messages.ts';
import { CHARGE_RULE_MESSAGES_EN } from './charge-rule-messages.ts';
import {
  LIVE_ORDER_MESSAGES_EN,
  ORDER_REQUEST_MESSAGES_EN,
  REVIEW_MESSAGES_EN,
} from './order-messages.ts';
import { SHARED_CART_MESSAGES_EN, TABLE_SESSION_MESSAGES_EN } from './table-messages.ts';

/**
 * The server's Turkish messages a diner sees, read back into English for a request that asks
 * for English (ADR 046): core's rules and the diner's routes (accounts, ordering, the bill and
 * its split, the waiter, messages, reviews, the table's sitting and cart, validation). A
 * message of no catalog (the staff's, the back office's) stays Turkish, the API's contract.
 */
export const serverEnglish = makeTranslator(
  [
    ...CORE_CATALOGS,
    [AUTH_MESSAGES, AUTH_MESSAGES_EN],
    [{ EMAIL_TAKEN }, { EMAIL_TAKEN: EMAIL_TAKEN_EN }],
    [REFUND_MESSAGES, REFUND_MESSAGES_EN],
    [PAYMENT_METHOD_LABELS, PAYMENT_METHOD_LABELS_EN],
    [ORDER_REQUEST_MESSAGES, ORDER_REQUEST_MESSAGES_EN],
    [LIVE_ORDER_MESSAGES, LIVE_ORDER_MESSAGES_EN],
    [REVIEW_MESSAGES, REVIEW_MESSAGES_EN],
    [SHARED_CART_MESSAGES, SHARED_CART_MESSAGES_EN],
    [STAFF_ORDER_MESSAGES, STAFF_ORDER_MESSAGES_EN],
    [DISCOUNT_MESSAGES, DISCOUNT_MESSAGES_EN],
    [CORRECTION_MESSAGES, CORRECTION_MESSAGES_EN],
    [TABLE_SESSION_MESSAGES, TABLE_SESSION_MESSAGES_EN],
    [WALKOUT_MESSAGES, WALKOUT_MESSAGES_EN],
    [PRINTER_MESSAGES, PRINTER_MESSAGES_EN],
    [DAY_MESSAGES, DAY_MESSAGES_EN],
    [FISCAL_MESSAGES, FISCAL_MESSAGES_EN],
    [TIP_MESSAGES, TIP_MESSAGES_EN],
    [PRINTING_MESSAGES, PRINTING_MESSAGES_EN],
    [CHARGE_RULE_MESSAGES, CHARGE_RULE_MESSAGES_EN],
  ],
  CORE_PATTERNS,
);
