import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns.ts';
import { tableSessions } from './orders.ts';
import { users } from './users.ts';

/**
 * A phone that joined a table's sitting by scanning its printed code (ADR 042). The phone keeps
 * a random key and sends it (X-Table-Session-Key); only its SHA-256 is stored. The key shows
 * the sitting's orders, bill and shared cart while the sitting lasts; afterwards it shows
 * nothing but what the diner's own account already sees.
 */
export const tableSessionDiners = pgTable(
  'table_session_diners',
  {
    id: idColumn(),
    tableSessionId: belongsTo(() => tableSessions.id),
    /** The account the phone used when it joined or ordered; null while it has none. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** How the others see this diner: the account's name, else 'Misafir {n}'. */
    name: text().notNull(),
    /**
     * A diner without a name: 'Misafir {n}' is their n (ADR 060). The diner's app labels them
     * ('Misafir 1', 'Guest 1'); `name` keeps the Turkish label for the staff's screens.
     */
    guestNumber: integer(),
    /** SHA-256 (hex) of the phone's key. */
    keyHash: text().notNull(),
    joinedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('table_session_diners_key_hash_key').on(t.keyHash),
    index('table_session_diners_session_idx').on(t.tableSessionId),
    index('table_session_diners_user_idx').on(t.userId),
  ],
);
