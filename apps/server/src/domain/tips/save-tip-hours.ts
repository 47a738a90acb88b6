import { businessToday } from '@masa/core/reports/report-days';
import { type TipHoursBody } from '@masa/core/tips/tips.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { staffAccounts, tipDays } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { TipDayRow } from './tip-day-response.ts';

/**
 * The day's row of the ledger, created on first use and locked for the caller's transaction,
 * so hours and a sign-off of one day wait for each other. A day yet to come is refused (400).
 */
export async function lockTipDay({
  tx,
  businessId,
  day,
  now,
}: {
  tx: Tx;
  businessId: string;
  day: string;
  now: Date;
}): Promise<TipDayRow> {
  if (day > businessToday(now)) throw refuse(400, 'TIP_DAY_FUTURE');
  await tx.insert(tipDays).values({ businessId, day }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(tipDays)
    .where(and(eq(tipDays.businessId, businessId), eq(tipDays.day, day)))
    .for('update');
  return row!;
}

/**
 * PUT /staff/tips/{day}/hours (ADR 088): the minutes each person worked that day, replacing
 * what was entered. Only the business's own people (another's: 404); a signed day is read-only
 * (409).
 */
export async function saveTipHours({
  db,
  businessId,
  day,
  hours,
  now,
}: {
  db: Db;
  businessId: string;
  day: string;
  hours: TipHoursBody['hours'];
  now: Date;
}): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockTipDay({ tx, businessId, day, now });
    if (row.signedAt) throw refuse(409, 'TIP_DAY_SIGNED');
    const ids = hours.map((h) => h.staffId);
    const known =
      ids.length === 0
        ? []
        : await tx
            .select({ id: staffAccounts.id })
            .from(staffAccounts)
            .where(and(eq(staffAccounts.businessId, businessId), inArray(staffAccounts.id, ids)));
    if (known.length !== ids.length) throw refuse(404, 'STAFF_NOT_FOUND');
    const minutes = Object.fromEntries(hours.map((h) => [h.staffId, h.minutes]));
    await tx
      .update(tipDays)
      .set({ hours: minutes, updatedAt: sql`now()` })
      .where(eq(tipDays.id, row.id));
  });
}
