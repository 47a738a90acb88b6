import { type OpeningHours, WEEKDAY_NAMES } from '@masa/core/hours/opening-hours.schemas';
import { dayHoursText } from '@masa/core/hours/opening-notice';
import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { type SettingsWriter, writeAuditedSettings } from './write-audited-settings.ts';
import { refuse } from '../../lib/app-error.ts';

/**
 * The business's weekly opening hours (issue 20, docs/decisions/041-menu-codes-hours.md).
 * Answers the hours and a line for the audit trail ("Pzt Kapalı · Sal 08:00–23:00 · …").
 */
async function writeOpeningHours({
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

/**
 * The settings screen's save of the hours, with its audit record, then `menu:changed` so open
 * diner menus show at once whether the place is open. Answers the hours.
 */
export function updateOpeningHours({
  hours,
  ...writer
}: SettingsWriter & { hours: OpeningHours }): Promise<OpeningHours> {
  return writeAuditedSettings({
    ...writer,
    change: 'settings',
    write: async (tx) => {
      const done = await writeOpeningHours({ tx, businessId: writer.businessId, hours });
      return { result: done.hours, details: { section: 'hours', hours: done.summary } };
    },
  });
}
