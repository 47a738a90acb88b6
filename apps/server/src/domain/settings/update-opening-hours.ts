import { type OpeningHours, WEEKDAY_NAMES } from '@masa/core/hours/opening-hours.schemas';
import { dayHoursText } from '@masa/core/hours/opening-notice';
import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';

/**
 * The business's weekly opening hours (issue 20, docs/decisions/041-menu-codes-hours.md).
 * Answers the hours and a line for the audit trail ("Pzt Kapalı · Sal 08:00–23:00 · …").
 */
export async function updateOpeningHours({
  tx,
  businessId,
  hours,
}: {
  tx: Tx;
  businessId: string;
  hours: OpeningHours;
}): Promise<{ hours: OpeningHours; summary: string }> {
  const [row] = await tx
    .update(businesses)
    .set({ openingHours: hours, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning({ openingHours: businesses.openingHours });
  if (!row?.openingHours) throw refuse(404, 'BUSINESS_NOT_FOUND');
  const summary = row.openingHours.days
    .map((day, index) => `${WEEKDAY_NAMES[index]?.slice(0, 3)} ${dayHoursText(day)}`)
    .join(' · ');
  return { hours: row.openingHours, summary };
}
