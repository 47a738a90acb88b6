import type { CorrectionKind } from '@masa/core/corrections/corrections.schemas';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { correctionReasons } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { type SettingsWriter, writeAuditedSettings } from '../settings/write-audited-settings.ts';

type Reason = { id?: string | undefined; label: string; labelEn: string };

/**
 * Replaces one kind's list (PUT /staff/corrections/reasons): a reason with an id keeps it and
 * takes its new text and place, one without is added, one left out is archived (corrections
 * made with it keep their text). An id of another business or kind: 404, nothing changed.
 */
async function replaceReasonList({
  tx,
  businessId,
  kind,
  reasons,
}: {
  tx: Tx;
  businessId: string;
  kind: CorrectionKind;
  reasons: Reason[];
}): Promise<void> {
  const mine = and(
    eq(correctionReasons.businessId, businessId),
    eq(correctionReasons.kind, kind),
    isNull(correctionReasons.archivedAt),
  );
  const current = await tx.select({ id: correctionReasons.id }).from(correctionReasons).where(mine);
  const known = new Set(current.map((row) => row.id));
  const kept = reasons.flatMap((reason) => (reason.id ? [reason.id] : []));
  if (kept.some((id) => !known.has(id))) throw refuse(404, 'REASON_NOT_FOUND');
  await tx
    .update(correctionReasons)
    .set({ archivedAt: new Date() })
    .where(kept.length > 0 ? and(mine, notInArray(correctionReasons.id, kept)) : mine);
  for (const [position, reason] of reasons.entries()) {
    const values = { label: reason.label, labelEn: reason.labelEn, position };
    if (reason.id)
      await tx.update(correctionReasons).set(values).where(eq(correctionReasons.id, reason.id));
    else await tx.insert(correctionReasons).values({ businessId, kind, ...values });
  }
}

/** The settings screen's save of one kind's reason list, with its audit record (ADR 032). */
export function saveCorrectionReasons({
  kind,
  reasons,
  ...writer
}: SettingsWriter & { kind: CorrectionKind; reasons: Reason[] }): Promise<void> {
  return writeAuditedSettings({
    ...writer,
    change: null,
    write: async (tx) => {
      await replaceReasonList({ tx, businessId: writer.businessId, kind, reasons });
      const labels = reasons.map((reason) => reason.label).join(', ');
      return { result: undefined, details: { section: 'reasons', kind, reasons: labels } };
    },
  });
}
