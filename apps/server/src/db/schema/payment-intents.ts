import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './bills.ts';
import { businesses, staffAccounts } from './businesses.ts';
import { at, belongsTo, createdAt, idColumn, kurus, oneOf, timestamps } from './columns.ts';
import { PAYMENT_INTENT_STATUSES } from './enums.ts';
import type { IntentSelection, RefundedParts } from './json-types.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A diner paying from the phone (issue 34, ADR 084): what it pays (priced by the one bill model
 * when created and again when it succeeds), its tip, and where it is at the provider. While
 * `created` or `requires_action` and before `expires_at` its units are reserved from other
 * intents. A succeeded intent names the one payment it recorded.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    orderId: belongsTo(() => orders.id),
    /** The diner who opened it. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: PAYMENT_INTENT_STATUSES }).notNull().default('created'),
    provider: text().notNull().default('iyzico'),
    providerToken: text(),
    selection: jsonb().$type<IntentSelection>().notNull(),
    /** Kuruş, tip apart. */
    amount: integer().notNull(),
    tipAmount: kurus(),
    tipPercentage: integer().notNull().default(0),
    locale: text().notNull().default('tr'),
    failureCode: text(),
    failureMessage: text(),
    paymentId: text().references(() => payments.id, { onDelete: 'set null' }),
    checkoutUrl: text(),
    expiresAt: at().notNull(),
    refundedAutomaticallyAt: at(),
    ...timestamps(),
  },
  (t) => [
    index('payment_intents_order_idx').on(t.orderId, t.status),
    uniqueIndex('payment_intents_provider_token_key').on(t.providerToken),
    uniqueIndex('payment_intents_payment_key').on(t.paymentId),
    check('payment_intents_status_check', oneOf(t.status, PAYMENT_INTENT_STATUSES)),
    check('payment_intents_amounts_check', sql`${t.amount} > 0 and ${t.tipAmount} >= 0`),
  ],
);

/**
 * Money given back from one payment (issue 34): the units, shares and charges it returned at
 * what that payment priced them, and optionally its tip. Those units are due again.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: idColumn(),
    paymentId: belongsTo(() => payments.id),
    /** Kuruş, tip apart. */
    amount: integer().notNull(),
    tipAmount: kurus(),
    parts: jsonb().$type<RefundedParts>().notNull(),
    providerRefundId: text(),
    /** Null: refunded automatically (a charge that came too late). */
    staffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    createdAt: createdAt(),
    /**
     * Set while the provider is refunding (ADR 084): the refund holds its units from another
     * refund but the bill does not read it yet; cleared when it is done, the row deleted when
     * the provider refused.
     */
    pendingSince: at(),
    /**
     * Issue 34: a refund left pending (the process died before the provider's answer was kept)
     * that the sweep gave up on: iyzico cannot be asked what became of it, so it stays pending
     * for the bill, no longer blocks another refund, and the manager is asked to check iyzico.
     */
    outcomeUnknownAt: at(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    // A report's refunds by when they were made (issue 37 §6, ADR 104).
    index('payment_refunds_created_idx').on(t.createdAt),
    check('payment_refunds_amounts_check', sql`${t.amount} >= 0 and ${t.tipAmount} >= 0`),
  ],
);

/** Webhook events already handled, by the provider's key: a replay does nothing. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text().notNull(),
    eventKey: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_provider_events_key').on(t.provider, t.eventKey)],
);
