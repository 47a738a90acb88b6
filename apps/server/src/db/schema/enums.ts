/**
 * The closed value sets of the model. Columns store them as text guarded by a CHECK constraint
 * (see `oneOf` in columns.ts) rather than PostgreSQL enums, so adding a value is a one-line
 * migration that never has to run outside a transaction.
 */

/** 001 §4 order statuses: the list the app labels (core/orders/order-status.ts). */
export { ORDER_STATUSES, type OrderStatus } from '@masa/core/orders/order-status';

/** Item statuses: the kitchen's part of the order statuses (the same core module). */
export { ORDER_ITEM_STATUSES, type OrderItemStatus } from '@masa/core/orders/order-status';

export { PAYMENT_STATUSES, type PaymentStatus } from '@masa/core/payment/payment-status';

/** 001 §9 payment method keys. */
export const PAYMENT_METHODS = ['cash', 'credit_card', 'online', 'sodexo', 'mutlinet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A diner's online payment's life (issue 34, ADR 084). */
export {
  PAYMENT_INTENT_STATUSES,
  type PaymentIntentStatus,
} from '@masa/core/payment/payment-intent.schemas';

/** Split bill omits online payment (001 §9). */
export const SPLIT_PAYMENT_METHODS = ['cash', 'credit_card', 'sodexo', 'mutlinet'] as const;

/** A waiter's order's course (issue 31, ADR 070). */
export { COURSES, type Course } from '@masa/core/orders/courses';

export const ORDER_TYPES = ['immediate', 'scheduled'] as const;

export { STAFF_ROLES, type StaffRole } from '@masa/core/staff/staff-session.schemas';

export {
  TABLE_AREAS as TABLE_TYPES,
  type TableArea as TableType,
} from '@masa/core/staff/back-office.schemas';
export const TABLE_STATUSES = ['available', 'occupied', 'reserved', 'unavailable'] as const;

/** 001 §3 service-charge definition types and our calculations (core/money/service-charge.ts). */
export {
  SERVICE_CHARGE_CALCULATIONS,
  SERVICE_CHARGE_TYPES,
  type ServiceChargeType,
} from '@masa/core/money/service-charge';
export const SERVICE_CHARGE_APPLY_ON = ['session_start', 'every_order'] as const;

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;

export const MESSAGE_TYPES = [
  'status_request',
  'special_request',
  'complaint',
  'compliment',
  'other',
] as const;
export const SENDER_TYPES = ['customer', 'staff'] as const;

export const WAITER_CALL_STATUSES = ['pending', 'acknowledged', 'resolved'] as const;
export const BILL_REQUEST_MODES = ['full', 'equal', 'split'] as const;
export const BILL_REQUEST_STATUSES = ['pending', 'acknowledged', 'completed'] as const;
export const SPLIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TABLE_SESSION_STATUSES = ['active', 'closed'] as const;

export const TOKEN_SUBJECT_TYPES = ['customer', 'staff'] as const;
export const AUTH_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const LOGIN_ATTEMPT_OUTCOMES = ['pending', 'failed', 'succeeded', 'blocked'] as const;

/** What the audit trail records (issue 17 §7, ADR 032): the list lives in core. */
export { AUDIT_ACTION_NAMES as AUDIT_ACTIONS } from '@masa/core/staff/audit.schemas';
export type { AuditActionName as AuditAction } from '@masa/core/staff/audit.schemas';

/** Staff discounts (issue 32 §2, ADR 074): a percentage or an amount. */
export { STAFF_DISCOUNT_KINDS } from '@masa/core/bill/staff-discount.schemas';
/** A staff void of a line (ADR 073): the kitchen had not started it, or it was made and wasted. */
export { VOID_KINDS, type VoidKind } from '@masa/core/corrections/line-corrections.schemas';

/** Printers (issue 33): paper widths and the character tables that print Turkish. */
export { PAPER_WIDTHS, CODE_PAGES, type CodePage } from '@masa/core/printing/document';

/** What a print job is (issue 33): a ticket at a station, a receipt or a test page. */
export const PRINT_JOB_KINDS = [
  'order',
  'course',
  'void',
  'reprint',
  'prebill',
  'receipt',
  'test',
] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];
