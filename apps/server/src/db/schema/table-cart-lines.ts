import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Allergen } from '@masa/core/allergens/allergen-list';
import { allergenCodes, belongsTo, idColumn, timestamps } from './columns.ts';
import type { SelectedOptions } from './json-types.ts';
import { products } from './menu.ts';
import { tableSessionDiners } from './table-session-diners.ts';
import { tableSessions } from './orders.ts';

/**
 * The shared cart of a table's sitting (issue 21 §2, ADR 043): one line per product, choices
 * and note a diner added. Only the product and the choices are kept; names and prices are read
 * from the menu whenever the cart is shown, and the order prices it again (ADR 004).
 */
export const tableCartLines = pgTable(
  'table_cart_lines',
  {
    id: idColumn(),
    tableSessionId: belongsTo(() => tableSessions.id),
    /** Who added it: only they change or remove it. */
    dinerId: belongsTo(() => tableSessionDiners.id),
    productId: belongsTo(() => products.id),
    quantity: integer().notNull(),
    notes: text(),
    selectedOptions: jsonb().$type<SelectedOptions>().notNull().default({}),
    /** Extras by name; their prices come from the menu. */
    selectedAdditions: jsonb().$type<string[]>().notNull().default([]),
    /**
     * The allergens its diner avoided when adding it (ADR 045): the order of the shared cart
     * carries the allergy notes of everyone whose lines it holds, not only of who placed it.
     */
    avoidedAllergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    index('table_cart_lines_session_idx').on(t.tableSessionId, t.createdAt),
    check('table_cart_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('table_cart_lines_avoided_allergens_check', allergenCodes(t.avoidedAllergens)),
  ],
);
