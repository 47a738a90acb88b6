import { z } from 'zod';

/** The audit trail's actions (ADR 032); the server's column check lists the same. */
export const AUDIT_ACTION_NAMES = [
  'order.cancelled',
  'item.cancelled',
  'payment.recorded',
  /** A staff refund (issue 34, ADR 084): order, table, amount, tip, reason, through the provider. */
  'payment.refunded',
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
  /** A business day opened (ADR 077): its opening float. */
  'day.opened',
  /** A business day closed (ADR 077): gross, VAT, tips, cash expected, counted, over/short. */
  'day.closed',
  /** A staff discount (issue 32 §2, ADR 074): order, line, kind, value, amount, reason, approver. */
  'discount.given',
  /** A staff discount taken back by an owner or manager: the same facts. */
  'discount.removed',
  /** An owner or manager set or changed their correction approval PIN (ADR 073). */
  'staff.approval_pin_set',
  /** A party moved to another table (issue 32 §3, ADR 075): from, to, orders. */
  'table.moved',
  /** A table's party joined another table's (issue 32 §3, ADR 075): from, into, orders. */
  'table.merged',
  /** Units of an order's lines moved to another table's bill (ADR 075): orders, table, units. */
  'items.moved',
  /** A served, unpaid order closed as "Ödenmedi" (issue 32 §4, ADR 076): table, left, reason. */
  'order.walked_out',
  /** A served order's left amount moved to a customer's open account (veresiye, ADR 076). */
  'order.on_account',
  /** A line's units voided, not made or wasted, with amount, reason and approver (ADR 073). */
  'item.voided',
  /** A line's units given as ikram: price 0, menu value, reason and approver (ADR 073). */
  'item.ikram',
  /** The owner signed a day's tip distribution off (issue 35 §2, ADR 088): day, rule, total. */
  'tips.signed',
  /** A fiscal request's fiş number typed, or marked printed without one (issue 35 §4, ADR 093). */
  'fiscal.completed',
  /** The register's Z report typed in for a business day (ADR 093): z number, total. */
  'fiscal.z_entered',
  /** A day closed accepting differences from the Z report (ADR 093): each one, frozen. */
  'fiscal.differences_accepted',
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
