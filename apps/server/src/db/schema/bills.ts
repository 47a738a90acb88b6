import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, staffAccounts } from './businesses.ts';
import { at, belongsTo, createdAt, idColumn, kurus, oneOf, timestamps } from './columns.ts';
import {
  BILL_REQUEST_MODES,
  BILL_REQUEST_STATUSES,
  PAYMENT_METHODS,
  SPLIT_PAYMENT_METHODS,
  SPLIT_REQUEST_STATUSES,
} from './enums.ts';
import type { BillRequestDetails, ProviderTransaction, SplitDetail } from './json-types.ts';
import { orderItems, orderServiceCharges } from './order-items.ts';
import { orders } from './orders.ts';
import { tables } from './tables.ts';
import { users } from './users.ts';

/** 'Hesap İste' requests (001 §3 Bill-request payload): pay all or split equally. */
export const billRequests = pgTable(
  'bill_requests',
  {
    id: idColumn(),
    orderId: belongsTo(() => orders.id),
    businessId: belongsTo(() => businesses.id),
    tableId: text().references(() => tables.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    mode: text({ enum: BILL_REQUEST_MODES }).notNull().default('full'),
    /** People sharing an equal split, at least 2. */
    peopleCount: integer(),
    paymentMethod: text({ enum: PAYMENT_METHODS }),
    tipPercentage: integer().notNull().default(0),
    tipAmount: kurus(),
    /** Kuruş the request covers, tip excluded. */
    amount: kurus(),
    status: text({ enum: BILL_REQUEST_STATUSES }).notNull().default('pending'),
    requestDetails: jsonb().$type<BillRequestDetails>().notNull().default({}),
    acknowledgedAt: at(),
    acknowledgedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    completedAt: at(),
    ...timestamps(),
  },
  (t) => [
    index('bill_requests_order_idx').on(t.orderId),
    index('bill_requests_business_status_idx').on(t.businessId, t.status),
    check('bill_requests_mode_check', oneOf(t.mode, BILL_REQUEST_MODES)),
    check('bill_requests_status_check', oneOf(t.status, BILL_REQUEST_STATUSES)),
    check(
      'bill_requests_payment_method_check',
      sql`${t.paymentMethod} is null or ${oneOf(t.paymentMethod, PAYMENT_METHODS)}`,
    ),
    check('bill_requests_people_check', sql`${t.peopleCount} is null or ${t.peopleCount} >= 2`),
    check('bill_requests_tip_check', sql`${t.tipPercentage} between 0 and 100`),
    check('bill_requests_amounts_check', sql`${t.amount} >= 0 and ${t.tipAmount} >= 0`),
  ],
);

/**
 * 'Hesabı Böl' requests (001 §3 split variant). The items asked for are rows of
 * split_bill_request_items, so remaining quantities are computed (and locked) in SQL.
 */
export const splitBillRequests = pgTable(
  'split_bill_requests',
  {
    id: idColumn(),
    orderId: belongsTo(() => orders.id),
    businessId: belongsTo(() => businesses.id),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: SPLIT_REQUEST_STATUSES }).notNull().default('pending'),
    paymentMethod: text({ enum: SPLIT_PAYMENT_METHODS }).notNull(),
    tipPercentage: integer().notNull().default(0),
    /** Kuruş for the selected items, tip excluded. */
    amount: kurus(),
    tipAmount: kurus(),
    splitDetails: jsonb().$type<SplitDetail[]>(),
    decidedAt: at(),
    decidedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('split_bill_requests_order_idx').on(t.orderId),
    index('split_bill_requests_business_status_idx').on(t.businessId, t.status),
    check('split_bill_requests_status_check', oneOf(t.status, SPLIT_REQUEST_STATUSES)),
    check(
      'split_bill_requests_payment_method_check',
      oneOf(t.paymentMethod, SPLIT_PAYMENT_METHODS),
    ),
    check('split_bill_requests_tip_check', sql`${t.tipPercentage} between 0 and 100`),
    check('split_bill_requests_amounts_check', sql`${t.amount} >= 0 and ${t.tipAmount} >= 0`),
  ],
);

export const splitBillRequestItems = pgTable(
  'split_bill_request_items',
  {
    requestId: belongsTo(() => splitBillRequests.id),
    orderItemId: belongsTo(() => orderItems.id),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.orderItemId] }),
    index('split_bill_request_items_item_idx').on(t.orderItemId),
    check('split_bill_request_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Service charges a split request asks to pay with its units (issue 20: the kuver in a split
 * of chosen items). A charge is paid whole, never in parts (ADR 027).
 */
export const splitBillRequestCharges = pgTable(
  'split_bill_request_charges',
  {
    requestId: belongsTo(() => splitBillRequests.id),
    orderServiceChargeId: belongsTo(() => orderServiceCharges.id),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.orderServiceChargeId] }),
    index('split_bill_request_charges_charge_idx').on(t.orderServiceChargeId),
  ],
);

/**
 * A share of a shared line a split request asks to pay (ADR 048): share `shareIndex` of
 * `shareCount`. A line is shared while a paid share, an approved request's share or a pending
 * one still holding (ADR 012) names it; every such share of a line has the same count.
 */
export const splitBillRequestShares = pgTable(
  'split_bill_request_shares',
  {
    requestId: belongsTo(() => splitBillRequests.id),
    orderItemId: belongsTo(() => orderItems.id),
    shareCount: integer().notNull(),
    shareIndex: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.orderItemId] }),
    index('split_bill_request_shares_item_idx').on(t.orderItemId),
    check('split_bill_request_shares_count_check', sql`${t.shareCount} between 2 and 10`),
    check(
      'split_bill_request_shares_index_check',
      sql`${t.shareIndex} between 1 and ${t.shareCount}`,
    ),
  ],
);

/**
 * Payments (ADR 027): each one paid some units of lines and some service charges, with a
 * method and its own tip. What it paid is in payment_lines; its amount is what the one bill
 * model (core bill/bill.ts) priced those at when it was recorded, tip apart.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    orderId: belongsTo(() => orders.id),
    /**
     * Its order's business, kept on the payment (issue 37 §6): a business's payments of a day
     * are found by business and time, not through every business's payments of that day.
     */
    businessId: belongsTo(() => businesses.id),
    /** Kuruş, tip excluded. */
    amount: integer().notNull(),
    tipAmount: kurus(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    splitBillRequestId: text().references(() => splitBillRequests.id, { onDelete: 'set null' }),
    billRequestId: text().references(() => billRequests.id, { onDelete: 'set null' }),
    recordedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Issue 34: the diner's online payment intent that recorded it (payment_intents; no foreign
     * key, as payment_intents.payment_id points back). Unique: an intent records one payment.
     */
    paymentIntentId: text(),
    /** Issue 34: the provider's payment id of an online payment, for refunds. */
    providerPaymentId: text(),
    /** Issue 34: the provider's transaction per basket line (line id → its id), for refunds. */
    providerTransactions: jsonb().$type<ProviderTransaction[]>(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // A business's payments of a day or a year by when they were recorded (issue 37 §6,
    // ADR 104 and 123): on created_at alone every business's payments of the period were read.
    index('payments_business_created_idx').on(t.businessId, t.createdAt),
    uniqueIndex('payments_payment_intent_key').on(t.paymentIntentId),
    check('payments_amounts_check', sql`${t.amount} >= 0 and ${t.tipAmount} >= 0`),
    check('payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
  ],
);

/** What one payment paid: units of an order line, or one service charge of the order. */
export const paymentLines = pgTable(
  'payment_lines',
  {
    paymentId: belongsTo(() => payments.id),
    orderItemId: text().references(() => orderItems.id, { onDelete: 'cascade' }),
    orderServiceChargeId: text().references(() => orderServiceCharges.id, {
      onDelete: 'cascade',
    }),
    quantity: integer().notNull().default(1),
  },
  (t) => [
    index('payment_lines_payment_idx').on(t.paymentId),
    check(
      'payment_lines_target_check',
      sql`(${t.orderItemId} is null) <> (${t.orderServiceChargeId} is null)`,
    ),
    check('payment_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Shares of shared lines a payment paid (ADR 048): the order is paid when every share is. */
export const paymentShares = pgTable(
  'payment_shares',
  {
    paymentId: belongsTo(() => payments.id),
    orderItemId: belongsTo(() => orderItems.id),
    shareCount: integer().notNull(),
    shareIndex: integer().notNull(),
    /** Given back by a refund (issue 34): the share is due again and may be paid again. */
    refundedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.orderItemId, t.shareIndex] }),
    // A share is paid once while not refunded: a backstop under the order's lock (ADR 048).
    uniqueIndex('payment_shares_item_share_key')
      .on(t.orderItemId, t.shareIndex)
      .where(sql`${t.refundedAt} is null`),
    check('payment_shares_count_check', sql`${t.shareCount} between 2 and 10`),
    check('payment_shares_index_check', sql`${t.shareIndex} between 1 and ${t.shareCount}`),
  ],
);
