import type { CorrectionKind } from '@masa/core/corrections/corrections.schemas';
import { and, eq } from 'drizzle-orm';
import { correctionReasons } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * The text a correction keeps as its reason (contract rule 5): the chosen reason's label, then
 * the typed text ("Yanık / bozuk — tabak düştü"). A reason of another business or kind, or
 * neither given: 400. An archived reason is 400 REASON_ARCHIVED: the screen was opened before
 * it left the list, and refetches it (docs/decisions/079-what-issue-32-left.md).
 */
export async function resolveCorrectionReason({
  db,
  businessId,
  kind,
  reasonId,
  reason,
}: {
  db: DbOrTx;
  businessId: string;
  kind: CorrectionKind;
  reasonId?: string | undefined;
  reason?: string | undefined;
}): Promise<string> {
  const typed = reason?.trim() ?? '';
  if (!reasonId) {
    if (!typed) throw refuse(400, 'REASON_REQUIRED');
    return typed;
  }
  const [row] = await db
    .select({ label: correctionReasons.label, archivedAt: correctionReasons.archivedAt })
    .from(correctionReasons)
    .where(
      and(
        eq(correctionReasons.id, reasonId),
        eq(correctionReasons.businessId, businessId),
        eq(correctionReasons.kind, kind),
      ),
    );
  if (!row) throw refuse(400, 'REASON_NOT_FOUND');
  if (row.archivedAt) throw refuse(400, 'REASON_ARCHIVED');
  return typed ? `${row.label} — ${typed}` : row.label;
}
