import type { DayProduct } from '@masa/core/reports/day-figures';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { payments } from './bills.ts';
import { createdAt } from './columns.ts';

/**
 * A payment's share of its day's money, priced by the one bill model when it was recorded
 * (docs/decisions/118-a-payment-keeps-its-figures.md): what a day's sales figures need of it
 * besides its own row (amount, tip, method and when are the payment's). A computed day adds
 * these up in SQL instead of pricing every bill; a payment without them is priced on read.
 */
export const paymentFigures = pgTable('payment_figures', {
  paymentId: text()
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  /** core PAYMENT_FIGURES_VERSION when priced: another version is priced again, not read. */
  version: integer().notNull(),
  serviceCharges: integer().notNull(),
  /** Unrounded: a line's discount spreads over its units in fractions of a kuruş (ADR 113). */
  exactDiscounts: doublePrecision().notNull(),
  campaigns: integer().notNull(),
  staffDiscounts: integer().notNull(),
  /** VAT by rate: its net and its amount. */
  vat: jsonb().$type<SalesReport['vat']>().notNull(),
  /** Units and amount by product and the lines' own name. */
  products: jsonb().$type<DayProduct[]>().notNull(),
  computedAt: createdAt(),
});
