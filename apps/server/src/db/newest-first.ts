import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column DESC NULLS LAST`: newest first, in the order our descending indexes keep (every one
 * of them is `DESC NULLS LAST`). Drizzle's `desc()` says `DESC`, which PostgreSQL reads as NULLS
 * FIRST and does not relax for a NOT NULL column: the index cannot give that order, so a
 * newest-first page read and sorted every matching row of the history. For a nullable column
 * this also puts the rows without a value last, where a "newest first" list wants them
 * (docs/decisions/123-the-open-day-reads-flat-on-a-year.md).
 */
export const newestFirst = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;
