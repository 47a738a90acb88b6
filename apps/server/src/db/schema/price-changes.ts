import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, staffAccounts } from './businesses.ts';
import { belongsTo, idColumn, oneOf } from './columns.ts';
import { products } from './menu.ts';

/** What a price belongs to: the product itself, one choice of an option group, or an extra. */
export const PRICE_ITEM_KINDS = ['product', 'option', 'extra'] as const;

/**
 * Every change of a menu price (issue 35 §3, ADR 089): who, when, old → new, written in the
 * same transaction as the product it changed. `oldPrice` null: the price was set for the first
 * time (a new product, choice or extra); `newPrice` null: a choice or extra was taken away.
 * The product's and the staff member's names are copied, so the history outlives a rename or
 * a deleted product; never updated or deleted by the app.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    productId: text().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    kind: text({ enum: PRICE_ITEM_KINDS }).notNull(),
    /** '' for the product's own price; 'Boy · Büyük' for a choice; the extra's name. */
    itemName: text().notNull().default(''),
    /** Kuruş. */
    oldPrice: integer(),
    /** Kuruş. */
    newPrice: integer(),
    staffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffName: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_business_changed_idx').on(t.businessId, t.changedAt),
    index('price_changes_product_changed_idx').on(t.productId, t.changedAt),
    check('price_changes_kind_check', oneOf(t.kind, PRICE_ITEM_KINDS)),
    check(
      'price_changes_prices_check',
      sql`(${t.oldPrice} is not null or ${t.newPrice} is not null) and ${t.oldPrice} is distinct from ${t.newPrice} and coalesce(${t.oldPrice}, 0) >= 0 and coalesce(${t.newPrice}, 0) >= 0`,
    ),
  ],
);
