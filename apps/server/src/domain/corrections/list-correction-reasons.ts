import type { CorrectionReason } from '@masa/core/corrections/correction-reasons.schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { correctionReasons } from '../../db/schema/index.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';

/** The business's reasons not archived, by kind and position (what the pickers offer). */
export async function listCorrectionReasons({
  db,
  businessId,
}: BusinessScope): Promise<CorrectionReason[]> {
  return db
    .select({
      id: correctionReasons.id,
      kind: correctionReasons.kind,
      label: correctionReasons.label,
      labelEn: correctionReasons.labelEn,
    })
    .from(correctionReasons)
    .where(and(eq(correctionReasons.businessId, businessId), isNull(correctionReasons.archivedAt)))
    .orderBy(asc(correctionReasons.kind), asc(correctionReasons.position));
}
