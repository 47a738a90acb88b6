import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { at, idColumn, oneOf, timestamps } from './columns.ts';
import { TABLE_SESSION_STATUSES } from './enums.ts';
import { orders } from './orders.ts';
import { tables } from './tables.ts';
import { users } from './users.ts';

/** A diner's sitting at a table, linked to the order placed with it (001 §3 Table session). */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: idColumn(),
    tableId: text()
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    businessId: text()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    orderId: text().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerName: text().notNull().default('Misafir'),
    isResponsible: boolean().notNull().default(false),
    personCount: integer().notNull().default(1),
    status: text({ enum: TABLE_SESSION_STATUSES }).notNull().default('active'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: at(),
    ...timestamps(),
  },
  (t) => [
    index('table_sessions_table_active_idx')
      .on(t.tableId)
      .where(sql`${t.status} = 'active'`),
    index('table_sessions_order_idx').on(t.orderId),
    check('table_sessions_person_count_check', sql`${t.personCount} between 1 and 20`),
    check('table_sessions_status_check', oneOf(t.status, TABLE_SESSION_STATUSES)),
  ],
);
