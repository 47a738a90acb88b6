import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { at, idColumn, oneOf, timestamps } from './columns.ts';
import { TABLE_SESSION_STATUSES } from './enums.ts';
import { orders } from './orders.ts';
import { tables } from './tables.ts';
import { users } from './users.ts';

/**
 * A table's sitting: the party at the table now (001 §3 Table session, ADR 042). Diners join it
 * by scanning the table's printed code (table_session_diners); the table's orders, bill and
 * shared cart are theirs only. It ends when the staff clear the table, or when nothing is owed
 * and nothing happened for SESSION_IDLE_MINUTES (domain/table-sessions/session-liveness.ts).
 * `userId`, `customerName` and `orderId` are the diner who started it and the first order.
 */
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
    /**
     * The last thing that happened in the sitting: a diner joined, an order was linked, paid or
     * cancelled, the shared cart changed. A sitting with nothing owed ends this long after it.
     */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change of the shared cart (ADR 043): phones refetch a newer one. */
    cartVersion: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // One sitting per table at a time: two phones scanning at once join the same one.
    uniqueIndex('table_sessions_table_active_key')
      .on(t.tableId)
      .where(sql`${t.status} = 'active'`),
    index('table_sessions_order_idx').on(t.orderId),
    check('table_sessions_person_count_check', sql`${t.personCount} between 1 and 20`),
    check('table_sessions_status_check', oneOf(t.status, TABLE_SESSION_STATUSES)),
  ],
);
