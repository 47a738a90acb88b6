// A void or an ikram of one line, or of some of its units (issue 32 §1, ADR 073). The screen
// sends the quantity it showed, so a line changed since (paid, split, voided by another
// device) answers 409 instead of changing something else.
import { z } from 'zod';
import { correctionApproval } from './corrections.schemas.ts';
import {
  correctionReasonFields,
  hasReason,
  REASON_MESSAGES,
} from './correction-reasons.schemas.ts';
import type { RuleId } from '../i18n/rule-text.ts';

export const VOID_KINDS = ['not_made', 'wasted'] as const;
export type VoidKind = (typeof VOID_KINDS)[number];

export const LINE_CORRECTION_MESSAGES = {
  quantity: 'rules.lineCorrections.quantity',
  voidKind: 'rules.lineCorrections.voidKind',
} as const satisfies Record<string, RuleId>;
const M = LINE_CORRECTION_MESSAGES;

const units = z
  .number({ error: M.quantity })
  .int(M.quantity)
  .min(1, M.quantity)
  .max(99, M.quantity);
const lineCorrection = {
  quantity: units.describe('How many of the line’s units; fewer than all splits the line.'),
  expectedQuantity: units.describe('The line’s quantity as the screen showed it (409 if changed).'),
  ...correctionReasonFields,
  approval: correctionApproval.nullish(),
};
const needsReason = { message: REASON_MESSAGES.reasonRequired, path: ['reason'] };

/** POST /staff/orders/{id}/items/{itemId}/void */
export const voidLineBody = z
  .object({ kind: z.enum(VOID_KINDS, { error: M.voidKind }), ...lineCorrection })
  .refine(hasReason, needsReason);
export type VoidLineBody = z.input<typeof voidLineBody>;

/** POST /staff/orders/{id}/items/{itemId}/ikram */
export const ikramLineBody = z.object(lineCorrection).refine(hasReason, needsReason);
export type IkramLineBody = z.input<typeof ikramLineBody>;
