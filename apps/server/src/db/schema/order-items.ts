import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, idColumn, kurus, oneOf, timestamps } from './columns.ts';
import { ORDER_ITEM_STATUSES, PAYMENT_METHODS, VOID_KINDS } from './enums.ts';
import { staffAccounts } from './businesses.ts';
import type { ProductExtra, SelectedOptions } from './json-types.ts';
import { products } from './menu.ts';
import { orders } from './orders.ts';
import { serviceCharges } from './service-charges.ts';
import { tableSessionDiners } from './table-session-diners.ts';

/**
 * Lines of an order (001 §3 Order item), with the product's name, prices and VAT rate copied
 * at order time so later menu changes never alter a placed order.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: belongsTo(() => orders.id),
    productId: text().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** The product's English name at order time (ADR 060); '' when it had none. */
    nameEn: text().notNull().default(''),
    /** Kuruş for one unit after discount, options and extras included. */
    unitPrice: integer().notNull(),
    /** Kuruş for one unit before discount (options and extras included). */
    originalPrice: integer().notNull(),
    quantity: integer().notNull(),
    /** Units included free (by a service charge); charged: quantity − freeQuantity (001 §9). */
    freeQuantity: integer().notNull().default(0),
    isFreeProduct: boolean().notNull().default(false),
    isIncludedInServiceCharge: boolean().notNull().default(false),
    /** The service charge whose included items this line belongs to. */
    serviceChargeId: text().references(() => serviceCharges.id, { onDelete: 'set null' }),
    selectedOptions: jsonb().$type<SelectedOptions>().notNull().default({}),
    /** The same choices in English at order time, each falling back to the Turkish (ADR 060). */
    selectedOptionsEn: jsonb().$type<SelectedOptions>().notNull().default({}),
    selectedAdditions: jsonb().$type<ProductExtra[]>().notNull().default([]),
    /** Multi-line: 'Çıkarılsın:', 'Ekstra:', 'Servis ücreti:' prefixes, then special notes. */
    notes: text(),
    status: text({ enum: ORDER_ITEM_STATUSES }).notNull().default('pending'),
    vatRate: integer().notNull(),
    isPaid: boolean().notNull().default(false),
    paidQuantity: integer().notNull().default(0),
    paidAt: at(),
    paymentMethod: text({ enum: PAYMENT_METHODS }),
    /** The diner of the table's sitting who added the line (ADR 043): "pay my items". */
    dinerId: text().references(() => tableSessionDiners.id, { onDelete: 'set null' }),
    /** The seat a waiter noted for the line (issue 31 §3), 1–20; null when none. */
    seat: integer(),
    discountAmount: kurus(),
    /** The order's campaign's share of one charged unit, inside unitPrice and discountAmount. */
    campaignDiscount: kurus(),
    lineTotal: kurus(),
    vatAmount: kurus(),
    ...timestamps(),
    /** A staff void (status 'cancelled'): not made, or made and wasted (ADR 073); null otherwise. */
    voidedKind: text({ enum: VOID_KINDS }),
    /** The void's reason: the list's label, then the typed text. */
    voidedReason: text(),
    voidedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** An ikram line: unitPrice 0, originalPrice keeps the menu price (ADR 073). */
    ikramReason: text(),
    ikramByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The owner or manager whose PIN approved the void or ikram; null when none was needed. */
    approvedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.createdAt),
    index('order_items_product_idx').on(t.productId),
    // Issue 37 §6 (ADR 104): the reports' voids and cancelled lines by when they happened (a
    // line's updatedAt is its cancellation's moment), without reading every line of history.
    index('order_items_voided_idx')
      .on(t.updatedAt)
      .where(sql`${t.voidedKind} is not null`),
    index('order_items_cancelled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'cancelled' and ${t.voidedKind} is null`),
    // Ikram lines are few: the report finds them here, not among every line of the period.
    index('order_items_ikram_idx')
      .on(t.orderId)
      .where(sql`${t.ikramByStaffId} is not null`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_free_quantity_check', sql`${t.freeQuantity} between 0 and ${t.quantity}`),
    check('order_items_paid_quantity_check', sql`${t.paidQuantity} between 0 and ${t.quantity}`),
    check('order_items_seat_check', sql`${t.seat} is null or ${t.seat} between 1 and 20`),
    check('order_items_status_check', oneOf(t.status, ORDER_ITEM_STATUSES)),
    check(
      'order_items_payment_method_check',
      sql`${t.paymentMethod} is null or ${oneOf(t.paymentMethod, PAYMENT_METHODS)}`,
    ),
    check('order_items_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
    check(
      'order_items_voided_kind_check',
      sql`${t.voidedKind} is null or ${oneOf(t.voidedKind, VOID_KINDS)}`,
    ),
    check(
      'order_items_amounts_check',
      sql`${t.unitPrice} >= 0 and ${t.originalPrice} >= 0 and ${t.discountAmount} >= 0 and ${t.campaignDiscount} >= 0 and ${t.lineTotal} >= 0 and ${t.vatAmount} >= 0`,
    ),
  ],
);

/** Service charges applied to an order (001 §3 Order service charge), copied at order time. */
export const orderServiceCharges = pgTable(
  'order_service_charges',
  {
    id: idColumn(),
    orderId: belongsTo(() => orders.id),
    serviceChargeId: text().references(() => serviceCharges.id, { onDelete: 'set null' }),
    type: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    nameEn: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    /** People for per_person, 1 otherwise. */
    quantity: integer().notNull().default(1),
    calculatedAmount: kurus(),
    vatRate: integer().notNull().default(10),
    ...timestamps(),
  },
  (t) => [
    index('order_service_charges_order_idx').on(t.orderId),
    check('order_service_charges_quantity_check', sql`${t.quantity} > 0`),
    check('order_service_charges_amount_check', sql`${t.calculatedAmount} >= 0`),
  ],
);
