import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { staffAccounts } from './businesses.ts';
import { at, belongsTo, createdAt, idColumn, oneOf } from './columns.ts';
import { STAFF_DISCOUNT_KINDS } from './enums.ts';
import { orderItems } from './order-items.ts';
import { orders } from './orders.ts';

/**
 * Discounts the staff give on a line or on a whole order (issue 32 §2, ADR 074): a percentage
 * or an amount with a reason, priced by the one bill model in the order given. A removed
 * discount keeps its row (removed_at) so the audit and the report can still read it.
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: idColumn(),
    orderId: belongsTo(() => orders.id),
    /** The line it is on; null: the whole order. */
    orderItemId: text().references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text({ enum: STAFF_DISCOUNT_KINDS }).notNull(),
    /** Whole percent (1 … 100) or kuruş. */
    value: integer().notNull(),
    /** The reason's label and the free text, as the staff gave them. */
    reason: text().notNull(),
    staffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The owner or manager who approved a waiter's discount; null when none was needed. */
    approvedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: at(),
    removedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_discounts_order_idx').on(t.orderId, t.createdAt),
    check('order_discounts_kind_check', oneOf(t.kind, STAFF_DISCOUNT_KINDS)),
    check(
      'order_discounts_value_check',
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check('order_discounts_reason_check', sql`char_length(${t.reason}) between 1 and 400`),
  ],
);
