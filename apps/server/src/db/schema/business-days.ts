import type { DaySummary } from '@masa/core/reports/day.schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, staffAccounts } from './businesses.ts';
import { at, belongsTo, idColumn, kurus } from './columns.ts';

/**
 * A business day (gün sonu, issue 32 §6, docs/decisions/077-the-business-day.md): opened with
 * the cash in the drawer, closed with the cash counted, its Z summary frozen at the close. One
 * open day per business at a time; a closed day is never changed again.
 */
export const businessDays = pgTable(
  'business_days',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    openedAt: at().notNull().defaultNow(),
    openedBy: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Açılış kasası, kuruş. */
    openingFloat: kurus(),
    closedAt: at(),
    closedBy: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Sayılan nakit, kuruş; null while open. */
    countedCash: integer(),
    /** Opening float + cash payments and their tips, kuruş, as at the close. */
    expectedCash: integer(),
    /** countedCash − expectedCash ("Fazla / Eksik"). */
    overShort: integer(),
    /** The Z summary (core daySummary) as it was at the close, with who opened and closed. */
    summary: jsonb().$type<DaySummary>(),
  },
  (t) => [
    index('business_days_business_opened_idx').on(t.businessId, t.openedAt.desc()),
    uniqueIndex('business_days_one_open_idx')
      .on(t.businessId)
      .where(sql`${t.closedAt} is null`),
    check('business_days_float_check', sql`${t.openingFloat} >= 0`),
    check(
      'business_days_closed_check',
      sql`(${t.closedAt} is null) = (${t.countedCash} is null) and (${t.closedAt} is null) = (${t.summary} is null)`,
    ),
  ],
);
