import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { businessDays } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { dayResponse } from './day-response.ts';

/**
 * POST /staff/days: an owner or manager opens the business day with the cash in the drawer
 * (ADR 077). One open day at a time: the business row is locked first, so two openings at once
 * wait for each other and the second is refused (409), as is an opening while a day is open.
 */
export async function openBusinessDay({
  db,
  businessId,
  staffId,
  openingFloat,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  openingFloat: number;
  now: Date;
}): Promise<BusinessDay> {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [open] = await tx
      .select({ id: businessDays.id })
      .from(businessDays)
      .where(and(eq(businessDays.businessId, businessId), isNull(businessDays.closedAt)));
    if (open) throw refuse(409, 'DAY_ALREADY_OPEN');
    const [day] = await tx
      .insert(businessDays)
      .values({ businessId, openedBy: staffId, openingFloat, openedAt: now })
      .returning();
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'day.opened',
      subjectId: day!.id,
      details: { openingFloat },
      now,
    });
    return dayResponse({ db: tx, day: day!, now });
  });
}

/** Serialises the day's openings and closings of one business. */
export async function lockBusiness(tx: Tx, businessId: string): Promise<void> {
  await tx.execute(sql`select id from businesses where id = ${businessId} for update`);
}
