import { eq } from 'drizzle-orm';
import { staffAccounts, tipDays } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadTipLedger } from './load-tip-ledger.ts';
import { lockTipDay } from './save-tip-hours.ts';
import { loadTipSettings } from './tip-day-response.ts';

/**
 * POST /staff/tips/{day}/sign-off, "Onayla" (ADR 088): the owner signs the day's distribution
 * off; the ledger as it stands (payments, rule, hours, points, amounts) is frozen with who
 * signed and when, the article-51 record. Signed once (409 after); audit tips.signed.
 */
export async function signOffTipDay({
  db,
  businessId,
  day,
  staffId,
  now,
}: {
  db: Db;
  businessId: string;
  day: string;
  staffId: string;
  now: Date;
}): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockTipDay({ tx, businessId, day, now });
    if (row.signedAt) throw refuse(409, 'TIP_DAY_SIGNED');
    const settings = await loadTipSettings({ db: tx, businessId });
    const ledger = await loadTipLedger({
      db: tx,
      businessId,
      day,
      settings,
      hours: row.hours,
      now,
    });
    const [signer] = await tx
      .select({ name: staffAccounts.name })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId));
    await tx
      .update(tipDays)
      .set({ signedAt: now, signedBy: staffId, signedByName: signer?.name ?? '', signed: ledger })
      .where(eq(tipDays.id, row.id));
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'tips.signed',
      subjectId: row.id,
      details: { day, rule: ledger.rule, total: ledger.total, undistributed: ledger.undistributed },
      now,
    });
  });
}
