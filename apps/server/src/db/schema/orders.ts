import type { Allergen } from '@masa/core/allergens/allergen-list';
import { UNSERVED_STATUSES } from '@masa/core/orders/order-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import {
  allergenCodes,
  at,
  belongsTo,
  idColumn,
  isHexId,
  kurus,
  oneOf,
  timestamps,
} from './columns.ts';
import {
  COURSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_STATUSES,
  TABLE_SESSION_STATUSES,
} from './enums.ts';
import { businesses, staffAccounts } from './businesses.ts';
import { openAccounts } from './open-accounts.ts';
import { tables } from './tables.ts';
import { users } from './users.ts';

/** The unserved statuses as SQL literals: a partial index's predicate cannot take parameters. */
const unservedList = sql.raw(UNSERVED_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Orders (001 §3 Order). Every amount is kuruş computed by the server: subtotal is the sum of
 * the line totals, total = subtotal − discountTotal + serviceChargeTotal (+ VAT when prices
 * exclude it); the tip is kept apart from the total.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /**
     * Per business, from the business's own sequence `order_numbers_<businessId>` (migration
     * 0003, docs/decisions/006-order-write-path.md): numbers may skip after a failed write.
     */
    orderNumber: integer().notNull(),
    businessId: belongsTo(() => businesses.id),
    tableId: text().notNull(),
    /** Null for an anonymous order (001 §6). */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerName: text().notNull().default('Misafir'),
    customerEmail: text(),
    customerPhone: text(),
    personCount: integer().notNull().default(1),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    isPaid: boolean().notNull().default(false),
    paidAt: at(),
    isCancelled: boolean().notNull().default(false),
    cancelledAt: at(),
    orderType: text({ enum: ORDER_TYPES }).notNull().default('immediate'),
    scheduledFor: at(),
    schedulingNotes: text(),
    notes: text(),
    /** The diner who answers for the table's bill. */
    isResponsible: boolean().notNull().default(false),
    subtotal: kurus(),
    discountTotal: kurus(),
    vatAmount: kurus(),
    serviceChargeTotal: kurus(),
    total: kurus(),
    tip: kurus(),
    tipPercentage: integer().notNull().default(0),
    /**
     * The business's tax.includedInPrice when the order was placed: its bill keeps pricing that
     * way when the owner changes the setting later (docs/decisions/034-service-settings.md).
     */
    taxIncludedInPrice: boolean().notNull().default(true),
    /**
     * The campaign whose code the diner entered (issue 20): its discount is in the lines' unit
     * prices (order_items.campaign_discount); code and title are kept as they were.
     */
    campaignId: text().references(() => campaigns.id, { onDelete: 'set null' }),
    campaignCode: text(),
    campaignTitle: text(),
    campaignTitleEn: text(),
    /**
     * The diner's allergy note (issue 21 §5, ADR 045): the allergens they avoided when they
     * placed the order, as their phone sent them, kept as they were (never recomputed from the
     * profile); the staff's order card, kitchen display and table panel show it.
     */
    avoidedAllergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The allergy notes of the other diners whose lines the order holds (a shared cart's
     * order, ADR 043; issue 28 §3): the staff's note is both lists (loadOrderResponses
     * `forStaff`), a diner's answer only `avoidedAllergens`, the placer's own.
     */
    partyAvoidedAllergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    confirmedAt: at(),
    /**
     * When the order first became ready and first delivered (changeOrderStatus, in the same
     * transaction as the status): the report's service times. Null for orders that never got
     * there and for orders that got there before migration 0013 (ADR 037).
     */
    readyAt: at(),
    deliveredAt: at(),
    /**
     * When the staff accepted the order ('received'): the order's expected time counts from it
     * (core orders/expected-time.ts; issue 20). Null before, and for orders accepted before
     * it was kept.
     */
    receivedAt: at(),
    /** End of the edit window (001 §4); null once there is none. */
    editableUntil: at(),
    billRequested: boolean().notNull().default(false),
    billRequestedAt: at(),
    waiterCalled: boolean().notNull().default(false),
    waiterCalledAt: at(),
    tableSessionId: text().references((): AnyPgColumn => tableSessions.id, {
      onDelete: 'set null',
    }),
    /**
     * A waiter's order (issue 31, docs/decisions/070-a-course-is-an-order.md): one order per
     * course of a send. Null course for a diner's order. Held while held_at is set and fired_at
     * is not; fired_at is set when the waiter fires it, or at once for a course that goes at once.
     */
    course: text({ enum: COURSES }),
    heldAt: at(),
    firedAt: at(),
    placedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The waiter's name as it was when the order was taken: on every line of it. */
    placedByStaffName: text(),
    /** A walk-out ("Ödenmedi", ADR 076): when, why and who closed it unpaid; null otherwise. */
    walkedOutAt: at(),
    walkoutReason: text(),
    walkoutByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Moved to a customer's open account (veresiye, ADR 076): which, and when; null otherwise. */
    openAccountId: text().references((): AnyPgColumn => openAccounts.id, { onDelete: 'restrict' }),
    openAccountAt: at(),
    /** Which of the table's bills the order is on ("Ayrı hesap", ADR 078): null is the first. */
    billLabel: text(),
    ...timestamps(),
  },
  (t) => [
    // The table must belong to the order's own business.
    foreignKey({
      name: 'orders_table_fk',
      columns: [t.tableId, t.businessId],
      foreignColumns: [tables.id, tables.businessId],
    }),
    unique('orders_business_number_key').on(t.businessId, t.orderNumber),
    index('orders_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // A table's open orders: the hot path of GET /orders/active.
    index('orders_table_open_idx')
      .on(t.tableId, t.createdAt.desc())
      .where(sql`not ${t.isPaid} and not ${t.isCancelled}`),
    // A sitting's orders (ADR 042): whether it is live, on every order placed with its key and
    // every join, and the diners' table panel. Without it each of those read every order. In
    // the order they were placed, so a sitting's party (its first order's count,
    // sitting-party-size.ts) is one entry, not a sort of its orders (ADR 119).
    index('orders_table_session_created_idx').on(t.tableSessionId, t.createdAt, t.id),
    // Issue 37 §6 (ADR 104): the reads that would otherwise walk a year of orders. The board and
    // the unsettled tables read the orders still in service (the predicate of orderInService,
    // domain/live-orders/order-in-service.ts, so the planner proves it); the reports read walk-
    // outs, open accounts and cancellations by when they happened.
    index('orders_business_in_service_idx')
      .on(t.businessId, t.createdAt.desc())
      .where(
        sql`not ${t.isCancelled} and ((not ${t.isPaid} and ${t.walkedOutAt} is null and ${t.openAccountId} is null) or ${t.status} in (${unservedList}))`,
      ),
    index('orders_business_walked_out_idx')
      .on(t.businessId, t.walkedOutAt)
      .where(sql`${t.walkedOutAt} is not null`),
    index('orders_business_open_account_idx')
      .on(t.businessId, t.openAccountAt)
      .where(sql`${t.openAccountAt} is not null`),
    index('orders_business_cancelled_idx')
      .on(t.businessId, t.cancelledAt)
      .where(sql`${t.isCancelled}`),
    check('orders_id_check', isHexId(t.id)),
    check('orders_person_count_check', sql`${t.personCount} between 1 and 20`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('orders_order_type_check', oneOf(t.orderType, ORDER_TYPES)),
    check(
      'orders_scheduled_check',
      sql`${t.orderType} <> 'scheduled' or ${t.scheduledFor} is not null`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.discountTotal} >= 0 and ${t.vatAmount} >= 0 and ${t.serviceChargeTotal} >= 0 and ${t.total} >= 0 and ${t.tip} >= 0`,
    ),
    check('orders_avoided_allergens_check', allergenCodes(t.avoidedAllergens)),
    check('orders_party_avoided_allergens_check', allergenCodes(t.partyAvoidedAllergens)),
    check('orders_course_check', sql`${t.course} is null or ${oneOf(t.course, COURSES)}`),
    check('orders_tip_percentage_check', sql`${t.tipPercentage} between 0 and 100`),
  ],
);

// NOTE: an order names its sitting and a sitting its first order: the two tables reference each
// other, so they live in one module (no import cycle, issue 36 §6).
/**
 * A table's sitting: the party at the table now (001 §3 Table session, ADR 042). Diners join it
 * by scanning the table's printed code (table_session_diners); the table's orders, bill and
 * shared cart are theirs only. It ends when the staff clear the table, or when nothing is owed
 * and nothing happened for SESSION_IDLE_MINUTES (domain/table-sessions/session-liveness.ts).
 * `userId`, `customerName` and `orderId` are the diner who started it and the first order.
 */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: idColumn(),
    tableId: belongsTo(() => tables.id),
    businessId: belongsTo(() => businesses.id),
    orderId: text().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerName: text().notNull().default('Misafir'),
    isResponsible: boolean().notNull().default(false),
    personCount: integer().notNull().default(1),
    status: text({ enum: TABLE_SESSION_STATUSES }).notNull().default('active'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: at(),
    /**
     * The last thing that happened in the sitting: a diner joined, an order was linked, paid or
     * cancelled, the shared cart changed. A sitting with nothing owed ends this long after it.
     */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change of the shared cart (ADR 043): phones refetch a newer one. */
    cartVersion: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // One sitting per table at a time: two phones scanning at once join the same one.
    uniqueIndex('table_sessions_table_active_key')
      .on(t.tableId)
      .where(sql`${t.status} = 'active'`),
    index('table_sessions_order_idx').on(t.orderId),
    check('table_sessions_person_count_check', sql`${t.personCount} between 1 and 20`),
    check('table_sessions_status_check', oneOf(t.status, TABLE_SESSION_STATUSES)),
  ],
);
