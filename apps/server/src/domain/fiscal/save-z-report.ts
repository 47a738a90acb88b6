import { findBusinessDay } from '../business-days/find-business-day.ts';
import type { Reconciliation, ZReportBody } from '@masa/core/fiscal/z-report.schemas';
import { eq } from 'drizzle-orm';
import { fiscalZReports, staffAccounts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockBusiness } from '../business-days/open-business-day.ts';
import { loadReconciliation } from './load-reconciliation.ts';

/**
 * PUT /staff/days/{id}/z-report (issue 35 §4, ADR 093): the register's Z report typed in for an
 * open day, replacing one typed before (a correction), under the business's lock as the close
 * takes it, so a close never reads half of it. A closed day's is frozen (409 DAY_CLOSED).
 * Answers the reconciliation with it.
 */
export async function saveZReport({
  db,
  businessId,
  dayId,
  staffId,
  body,
  now,
}: {
  db: Db;
  businessId: string;
  dayId: string;
  staffId: string;
  body: ZReportBody;
  now: Date;
}): Promise<Reconciliation> {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const day = await findBusinessDay({ db: tx, businessId, dayId });
    if (day.closedAt) throw refuse(409, 'DAY_CLOSED');
    const [staff] = await tx
      .select({ name: staffAccounts.name })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId));
    const byVatRate = [...body.byVatRate].sort((a, b) => a.vatRate - b.vatRate);
    const entry = {
      zNumber: body.zNumber,
      byVatRate,
      byMethod: body.byMethod,
      enteredAt: now,
      enteredBy: staffId,
      enteredByName: staff?.name ?? '',
    };
    await tx
      .insert(fiscalZReports)
      .values({ businessId, businessDayId: day.id, ...entry })
      .onConflictDoUpdate({ target: fiscalZReports.businessDayId, set: entry });
    const total = byVatRate.reduce((sum, rate) => sum + rate.gross, 0);
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'fiscal.z_entered',
      subjectId: day.id,
      details: { zNumber: body.zNumber, total },
      now,
    });
    return loadReconciliation({ db: tx, day, now });
  });
}
