import type { DayFigures } from '@masa/core/reports/day-figures';
import { date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt } from './columns.ts';

/**
 * A business day's sales figures, kept when a business day's close settles it
 * (docs/decisions/113-a-report-adds-up-its-days.md): what the sales report's own computation
 * gives for that Istanbul day alone, so a report over a range adds kept days and computes only
 * the others. Computed again at the next close that covers the day; never edited by hand.
 */
export const reportDays = pgTable(
  'report_days',
  {
    businessId: text()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** core DAY_FIGURES_VERSION when computed: another version is computed again, not read. */
    version: integer().notNull(),
    figures: jsonb().$type<DayFigures>().notNull(),
    computedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);
