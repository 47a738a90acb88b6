import { DEFAULT_TIP_SETTINGS, type TipDay, type TipSettings } from '@masa/core/tips/tips.schemas';
import { and, eq } from 'drizzle-orm';
import { businesses, tipDays } from '../../db/schema/index.ts';
import type { BusinessScope, DbOrTx } from '../../lib/db-tx.ts';
import { loadTipLedger } from './load-tip-ledger.ts';

export type TipDayRow = typeof tipDays.$inferSelect;

/** The business's tip rule and role points (ADR 088); each keeps their own until chosen. */
export async function loadTipSettings({ db, businessId }: BusinessScope): Promise<TipSettings> {
  const [row] = await db
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.settings.tips ?? DEFAULT_TIP_SETTINGS;
}

export async function findTipDay({
  db,
  businessId,
  day,
}: {
  db: DbOrTx;
  businessId: string;
  day: string;
}): Promise<TipDayRow | undefined> {
  const [row] = await db
    .select()
    .from(tipDays)
    .where(and(eq(tipDays.businessId, businessId), eq(tipDays.day, day)));
  return row;
}

/**
 * A day of the tip ledger as the screen reads it (ADR 088): counted live from the payments
 * until the owner signs it off; then the ledger as signed, with the payments whose tips came in
 * or changed since listed apart (`lateChanges`), so a late tip is seen and never rewrites a
 * signed record.
 */
export async function tipDayResponse({
  db,
  businessId,
  day,
  now,
}: BusinessScope & { day: string; now: Date }): Promise<TipDay> {
  const settings = await loadTipSettings({ db, businessId });
  const row = await findTipDay({ db, businessId, day });
  const live = await loadTipLedger({
    db,
    businessId,
    day,
    settings: row?.signed ? { ...settings, rule: row.signed.rule } : settings,
    hours: row?.hours ?? {},
    now,
  });
  if (!row?.signed || !row.signedAt)
    return { ...live, settings, signedAt: null, signedBy: null, lateChanges: [] };
  const signedTips = new Map(row.signed.payments.map((p) => [p.id, p.tip]));
  const liveTips = new Map(live.payments.map((p) => [p.id, p.tip]));
  const ids = [...new Set([...signedTips.keys(), ...liveTips.keys()])];
  const lateChanges = ids
    .map((paymentId) => ({
      paymentId,
      before: signedTips.get(paymentId) ?? 0,
      after: liveTips.get(paymentId) ?? 0,
    }))
    .filter((change) => change.before !== change.after);
  return {
    ...row.signed,
    settings,
    signedAt: row.signedAt.toISOString(),
    signedBy: { id: row.signedBy ?? '', name: row.signedByName ?? '' },
    lateChanges,
  };
}
