import type { StaffRole } from './staff-session.schemas.ts';

/**
 * What each staff role may do (issue 16): the kitchen sees the board and the kitchen display
 * and moves orders along; waiters do everything of live service (cancel, take payment, answer
 * requests); managers and owners everything. The server refuses with 403 and the staff app
 * hides what a role may not do, both from this one table.
 */
export const STAFF_PERMISSIONS = {
  moveOrders: ['owner', 'manager', 'waiter', 'kitchen'],
  cancelOrders: ['owner', 'manager', 'waiter'],
  takePayments: ['owner', 'manager', 'waiter'],
  /** Giving a payment (partly) back, through the provider when paid online (issue 34, ADR 084). */
  refundPayments: ['owner', 'manager'],
  /** Waiter calls, diners' messages, bill and split requests. */
  answerRequests: ['owner', 'manager', 'waiter'],
  /** The tables view: who sits where, what is open, clearing a table for the next guests. */
  runFloor: ['owner', 'manager', 'waiter'],
  /** The order terminal: taking a table's order and firing its held courses (issue 31 §7). */
  takeOrders: ['owner', 'manager', 'waiter'],
  /** The business's people: invitations, roles, password links, deactivation (ADR 031). */
  manageStaff: ['owner', 'manager'],
  /** The audit trail: who cancelled, took a payment, changed a price or a person, when (ADR 032). */
  readAudit: ['owner'],
  /** The sold-out switch: the kitchen and waiters are the first to know (issue 17). */
  setAvailability: ['owner', 'manager', 'waiter', 'kitchen'],
  /** The menu editor: categories, products, prices, option groups and photos (issue 17 §1). */
  editMenu: ['owner', 'manager'],
  /** Pausing all new orders, tables and their QR codes. */
  pauseOrdering: ['owner', 'manager'],
  manageTables: ['owner', 'manager'],
  /** Open accounts (veresiye, ADR 076): who owes what, settled later. */
  openAccounts: ['owner', 'manager'],
  /** Sales reports: what was sold and paid, VAT by rate, tips (issue 17 §6). */
  readReports: ['owner', 'manager'],
  /** Opening and closing the business day, gün sonu, with its cash count (issue 32 §6). */
  runDay: ['owner', 'manager'],
  /**
   * Service settings (issue 17 §4): profile, payment methods, VAT mode, service charges,
   * campaigns, the board's thresholds, stations. Everyone reads the thresholds.
   */
  manageSettings: ['owner', 'manager'],
  /** Staff discounts (issue 32 §2): a waiter's above the limit needs a manager's approval. */
  giveDiscounts: ['owner', 'manager', 'waiter'],
  /** Taking a discount back (ADR 074). */
  removeDiscounts: ['owner', 'manager'],
  /** Approving a waiter's void, ikram or discount with one's own PIN (ADR 073). */
  approveCorrections: ['owner', 'manager'],
  /** How much a waiter may correct alone (ADR 073). */
  setApprovalLimit: ['owner'],
  /** The tip ledger (ADR 088): a day's tips, who served what, the rule, hours worked. */
  distributeTips: ['owner', 'manager'],
  /** "Bahşişlerim": their own line only; owners and managers read the whole day instead. */
  readOwnTips: ['waiter', 'kitchen'],
  /** Signing a day's tip distribution off, the article-51 record (ADR 088). */
  signTips: ['owner'],
  /**
   * Declaring (or withdrawing) that the business applies İş Kanunu article 51's "yüzde", which
   * alone lets a service, table or cover charge be on (ADR 092).
   */
  declareArticle51: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
