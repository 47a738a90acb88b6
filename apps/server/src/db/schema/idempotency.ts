import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/**
 * Answers to writes sent with an `Idempotency-Key` (ADR 004): a repeat with the same key in the
 * same scope (the caller: user id, or anonymous business + table) gets the stored answer. The row
 * is inserted by the write's transaction before the write (POST /orders: by the write's one
 * statement, with its answer), so a concurrent repeat waits on it; `requestHash` tells a reused
 * key with a different body. Rows older than a day are purged hourly (plugins/housekeeping.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
    completedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
