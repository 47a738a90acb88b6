import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses, staffAccounts } from './businesses.ts';
import { at, belongsTo, createdAt, idColumn, oneOf, timestamps } from './columns.ts';
import { MESSAGE_TYPES, SENDER_TYPES, WAITER_CALL_STATUSES } from './enums.ts';
import { orders } from './orders.ts';
import { tables } from './tables.ts';
import { users } from './users.ts';

/** 'Garson Çağır' (001 §3 Waiter-call result); the 30 s cooldown reads the latest per table. */
export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: idColumn(),
    /** Null when called from a table without an order. */
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    businessId: belongsTo(() => businesses.id),
    tableId: belongsTo(() => tables.id),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default('general_assistance'),
    status: text({ enum: WAITER_CALL_STATUSES }).notNull().default('pending'),
    acknowledgedAt: at(),
    acknowledgedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    resolvedAt: at(),
    ...timestamps(),
  },
  (t) => [
    index('waiter_calls_table_created_idx').on(t.tableId, t.createdAt.desc()),
    index('waiter_calls_order_idx').on(t.orderId),
    // The staff's open calls by status; the whole list newest first (issue 37 §6), which the
    // status index could only give by reading and sorting every call the business ever had.
    index('waiter_calls_business_status_idx').on(t.businessId, t.status),
    index('waiter_calls_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check('waiter_calls_status_check', oneOf(t.status, WAITER_CALL_STATUSES)),
  ],
);

/** Messages between a diner and the business about an order (001 §3 Order message). */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: idColumn(),
    orderId: belongsTo(() => orders.id),
    businessId: belongsTo(() => businesses.id),
    message: text().notNull(),
    messageType: text({ enum: MESSAGE_TYPES }).notNull().default('other'),
    senderType: text({ enum: SENDER_TYPES }).notNull(),
    sentByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    sentByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    sentByName: text().notNull(),
    readAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    index('order_messages_business_idx').on(t.businessId, t.createdAt.desc()),
    check('order_messages_message_check', sql`char_length(btrim(${t.message})) between 1 and 200`),
    check('order_messages_type_check', oneOf(t.messageType, MESSAGE_TYPES)),
    check('order_messages_sender_type_check', oneOf(t.senderType, SENDER_TYPES)),
  ],
);
