import type { TipLedger } from '@masa/core/tips/tips.schemas';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, staffAccounts } from './businesses.ts';
import { at, belongsTo, idColumn, timestamps } from './columns.ts';

/**
 * A day of the tip ledger (issue 35 §2, docs/decisions/088-the-tip-ledger.md): the hours each
 * person worked, entered on the tip screen, and the owner's sign-off, which freezes the day's
 * ledger (payments, rule, amounts) as signed. A signed day is never changed again.
 */
export const tipDays = pgTable(
  'tip_days',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    /** The business's day, YYYY-MM-DD (Europe/Istanbul). */
    day: text().notNull(),
    /** Staff id → minutes worked that day. */
    hours: jsonb().$type<Record<string, number>>().notNull().default({}),
    signedAt: at(),
    signedBy: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The signer's name as it was, printed on the proof even if the account goes. */
    signedByName: text(),
    /** The ledger as signed; null until then. */
    signed: jsonb().$type<TipLedger>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tip_days_business_day_idx').on(t.businessId, t.day),
    check('tip_days_day_check', sql`${t.day} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check('tip_days_signed_check', sql`(${t.signedAt} is null) = (${t.signed} is null)`),
  ],
);
