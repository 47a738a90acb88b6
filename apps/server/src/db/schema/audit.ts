import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses, staffAccounts } from './businesses.ts';
import { belongsTo, createdAt, idColumn, oneOf } from './columns.ts';
import { AUDIT_ACTIONS } from './enums.ts';

/**
 * What staff did that an owner must be able to check afterwards (issue 17 §7, ADR 032): who
 * cancelled an order or a line, recorded a payment, decided a split, changed a price or
 * availability, re-issued a table's code, invited, re-roled or deactivated a person, and when.
 * Written in the same transaction as the change; never updated or deleted by the app.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    staffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The actor's name when it happened (an account may be renamed or removed later). */
    staffName: text().notNull(),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    /** What was changed: an order, an order item, a payment, a product, a table, a person. */
    subjectId: text(),
    /** The facts worth reading later, in the subject's words (order number, amounts, roles…). */
    details: jsonb()
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check('audit_events_action_check', oneOf(t.action, AUDIT_ACTIONS)),
    check('audit_events_details_check', sql`jsonb_typeof(${t.details}) = 'object'`),
  ],
);
