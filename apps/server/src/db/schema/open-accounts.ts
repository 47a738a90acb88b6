import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { at, belongsTo, createdAt, idColumn, isHexId } from './columns.ts';

/**
 * A customer's open account (veresiye, issue 32 item 4, ADR 076): a served table's left amount
 * goes on it instead of being paid, and is settled later by a normal payment of those orders.
 * What it owes is never stored: it is the left of its orders' bills (orders.open_account_id).
 */
export const openAccounts = pgTable(
  'open_accounts',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    customerName: text().notNull(),
    phone: text(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
    /** When its last order was paid; null while it owes. */
    settledAt: at(),
  },
  (t) => [
    index('open_accounts_business_idx').on(t.businessId, t.createdAt.desc()),
    check('open_accounts_id_check', isHexId(t.id)),
    check('open_accounts_name_check', sql`length(trim(${t.customerName})) between 1 and 100`),
  ],
);
