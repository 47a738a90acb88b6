import { z } from 'zod';

/** The audit trail's actions (ADR 032); the server's column check lists the same. */
export const AUDIT_ACTION_NAMES = [
  'order.cancelled',
  'item.cancelled',
  'payment.recorded',
  'split.approved',
  'split.rejected',
  'product.updated',
  'product.created',
  'product.price_changed',
  'product.renamed',
  'product.deleted',
  'category.created',
  'table.created',
  'table.cleared',
  'table.code_reissued',
  'staff.invited',
  'staff.role_changed',
  'staff.password_link',
  'staff.deactivated',
  'settings.updated',
  /** A waiter's order (issue 31 §7): table, courses, total. */
  'order.taken',
  /** A held course fired ("marş"): table, course, orders. */
  'course.fired',
  /** An owner or manager set or changed their correction approval PIN (ADR 073). */
  'staff.approval_pin_set',
  /** A line's units voided, not made or wasted, with amount, reason and approver (ADR 073). */
  'item.voided',
  /** A line's units given as ikram: price 0, menu value, reason and approver (ADR 073). */
  'item.ikram',
] as const;
export type AuditActionName = (typeof AUDIT_ACTION_NAMES)[number];

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string().describe('ISO 8601'),
  staffName: z.string().describe('Who, as named when it happened.'),
  action: z.enum(AUDIT_ACTION_NAMES),
  subjectId: z.string().nullable(),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .describe('Order number, table, amounts in kuruş, names and roles, as recorded.'),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
