// The business's reason lists (issue 32 §1, contract rule 5) and a correction's reason: one of
// the list, free text, or both; the stored text is the label, then the free text.
import { z } from 'zod';
import { CORRECTION_KINDS } from './corrections.schemas.ts';
import type { RuleId } from '../i18n/rule-text.ts';

export const REASON_MESSAGES = {
  label: 'rules.reasons.label',
  labelEn: 'rules.reasons.labelEn',
  tooMany: 'rules.reasons.tooMany',
  kind: 'rules.reasons.kind',
  reasonRequired: 'rules.reasons.reasonRequired',
  reasonTooLong: 'rules.reasons.reasonTooLong',
  reasonId: 'rules.reasons.reasonId',
} as const satisfies Record<string, RuleId>;
const M = REASON_MESSAGES;

export const correctionKind = z.enum(CORRECTION_KINDS, { error: M.kind });

export const correctionReasonSchema = z.object({
  id: z.string(),
  kind: correctionKind,
  label: z.string(),
  labelEn: z.string(),
});
export type CorrectionReason = z.infer<typeof correctionReasonSchema>;

/** PUT /staff/corrections/reasons: one kind's whole list in order; a missing id is archived. */
export const reasonListBody = z.object({
  kind: correctionKind,
  reasons: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        label: z.string({ error: M.label }).trim().min(2, M.label).max(60, M.label),
        labelEn: z.string().trim().max(60, M.labelEn).default(''),
      }),
    )
    .max(20, M.tooMany),
});
export type ReasonListBody = z.input<typeof reasonListBody>;

/** A correction's reason fields: `reasonId` of the list, `reason` typed; at least one. */
export const correctionReasonFields = {
  reasonId: z.string({ error: M.reasonId }).max(64, M.reasonId).optional(),
  reason: z.string().trim().max(200, M.reasonTooLong).optional(),
};
/** Refine a body with correctionReasonFields so one of them is there. */
export const hasReason = (body: { reasonId?: string | undefined; reason?: string | undefined }) =>
  Boolean(body.reasonId) || Boolean(body.reason);
