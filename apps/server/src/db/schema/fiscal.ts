import type { FiscalBody } from '@masa/core/fiscal/fiscal.schemas';
import type { ReconciliationDifference } from '@masa/core/fiscal/z-report.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from './bills.ts';
import { businessDays } from './business-days.ts';
import { businesses, staffAccounts } from './businesses.ts';
import { orders } from './orders.ts';
import { tables } from './tables.ts';
import { at, belongsTo, createdAt, idColumn, oneOf } from './columns.ts';

/**
 * One fiscal request per payment (issue 35 §4, docs/decisions/093-the-fiscal-bridge.md),
 * written in the payment's transaction: what the register (ÖKC) must record, or for an online
 * payment what its e-Arşiv invoice must say, and whether it is done: the fiş number the staff
 * typed, "printed without a number", or the integrated register's answer.
 */
export const fiscalRequests = pgTable(
  'fiscal_requests',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    paymentId: belongsTo(() => payments.id),
    orderId: belongsTo(() => orders.id),
    tableId: text().references(() => tables.id, { onDelete: 'set null' }),
    /** 'receipt' (the ÖKC's fiş) | 'e_arsiv' (paid online). */
    kind: text().notNull(),
    /** The business's fiscal.adapter when the payment was recorded. */
    adapter: text().notNull(),
    status: text().notNull().default('waiting'),
    receiptNumber: text(),
    printedWithoutNumber: boolean().notNull().default(false),
    body: jsonb().$type<FiscalBody>().notNull(),
    /** What the payment paid, tips apart (body.amount), for the day's sums. */
    amount: integer().notNull(),
    error: text(),
    createdAt: createdAt(),
    completedAt: at(),
    completedBy: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('fiscal_requests_payment_idx').on(t.paymentId),
    index('fiscal_requests_business_status_idx').on(t.businessId, t.status, t.createdAt),
    check('fiscal_requests_kind_check', oneOf(t.kind, ['receipt', 'e_arsiv'])),
    check('fiscal_requests_adapter_check', oneOf(t.adapter, ['manual', 'gmp3', 'off'])),
    check('fiscal_requests_status_check', oneOf(t.status, ['waiting', 'done', 'failed'])),
    check('fiscal_requests_number_check', sql`${t.receiptNumber} ~ '^[0-9]{1,20}$'`),
  ],
);

/**
 * The register's Z report of a business day, typed in at the close (issue 35 §4): gross by VAT
 * rate and amounts by method beside Masa's, and the differences the closer accepted, frozen.
 */
export const fiscalZReports = pgTable(
  'fiscal_z_reports',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    businessDayId: belongsTo(() => businessDays.id),
    zNumber: text().notNull(),
    byVatRate: jsonb().$type<{ vatRate: number; gross: number }[]>().notNull(),
    byMethod: jsonb().$type<{ method: string; amount: number }[]>().notNull(),
    enteredAt: at().notNull().defaultNow(),
    enteredBy: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    enteredByName: text().notNull(),
    /** What the closer accepted with "Farkları kabul ederek kapat"; null otherwise. */
    acceptedDifferences: jsonb().$type<ReconciliationDifference[]>(),
    acceptedAt: at(),
    acceptedBy: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    acceptedByName: text(),
  },
  (t) => [
    uniqueIndex('fiscal_z_reports_day_idx').on(t.businessDayId),
    check('fiscal_z_reports_number_check', sql`${t.zNumber} ~ '^[0-9]{1,20}$'`),
  ],
);
