import { eq } from 'drizzle-orm';
import { fiscalZReports, staffAccounts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { DayRow } from '../business-days/day-period.ts';
import { fiscalAdapterOf } from './create-fiscal-request.ts';
import { loadReconciliation } from './load-reconciliation.ts';

/**
 * The register's part of the day close (issue 35 §4, ADR 093), under the close's lock: unless
 * the business has no register (fiscal.adapter 'off'), the day closes only when every receipt
 * of its payments has its fiş number (or is marked printed), the Z report is typed in, and Masa
 * and the Z agree, or the closer accepts the differences: then they are frozen on the Z report
 * row and in the audit trail. e-Arşiv requests (online payments) never hold the close back.
 */
export async function checkFiscalClose({
  tx,
  day,
  staffId,
  acceptDifferences,
  now,
}: {
  tx: Tx;
  day: DayRow;
  staffId: string;
  acceptDifferences: boolean;
  now: Date;
}): Promise<void> {
  if ((await fiscalAdapterOf(tx, day.businessId)) === 'off') return;
  const reconciliation = await loadReconciliation({ db: tx, day, now });
  const waiting = reconciliation.waitingReceipts;
  if (waiting > 0) {
    throw refuse(
      409,
      'FISCAL_RECEIPTS_WAITING',
      { count: waiting },
      {
        count: waiting,
      },
    );
  }
  if (!reconciliation.register) throw refuse(409, 'Z_REPORT_MISSING');
  const { differences } = reconciliation;
  if (differences.length === 0) return;
  if (!acceptDifferences) {
    throw refuse(409, 'Z_REPORT_DIFFERENCES', {}, { differences });
  }
  const [staff] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  await tx
    .update(fiscalZReports)
    .set({
      acceptedDifferences: differences,
      acceptedAt: now,
      acceptedBy: staffId,
      acceptedByName: staff?.name ?? '',
    })
    .where(eq(fiscalZReports.businessDayId, day.id));
  await recordAudit({
    db: tx,
    businessId: day.businessId,
    staffId,
    action: 'fiscal.differences_accepted',
    subjectId: day.id,
    details: {
      count: differences.length,
      summary: differences
        .map((d) => `${d.kind} ${d.key}: ${d.masa} → ${d.register} (${d.difference})`)
        .join('; '),
    },
    now,
  });
}
