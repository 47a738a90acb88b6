import { CORRECTION_KINDS } from '@masa/core/corrections/corrections.schemas';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, idColumn, isHexId, oneOf } from './columns.ts';
import { businesses } from './businesses.ts';

/**
 * The business's reasons for a void, an ikram, a discount or a walk-out (issue 32 §1, contract
 * rule 5), edited in Ayarlar. A reason taken off the list is archived, never deleted: the
 * corrections keep the text they were made with.
 */
export const correctionReasons = pgTable(
  'correction_reasons',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    kind: text({ enum: CORRECTION_KINDS }).notNull(),
    label: text().notNull(),
    /** The English label, '' when the business wrote none (ADR 060). */
    labelEn: text().notNull().default(''),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    archivedAt: at(),
  },
  (t) => [
    index('correction_reasons_business_idx').on(t.businessId, t.kind, t.position),
    check('correction_reasons_id_check', isHexId(t.id)),
    check('correction_reasons_kind_check', oneOf(t.kind, CORRECTION_KINDS)),
  ],
);
