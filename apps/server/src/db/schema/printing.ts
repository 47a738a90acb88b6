import type { PrintDocument } from '@masa/core/printing/document';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { at, belongsTo, createdAt, idColumn, oneOf } from './columns.ts';
import { CODE_PAGES, PRINT_JOB_KINDS } from './enums.ts';
import { orders } from './orders.ts';

/**
 * A business's network printer (issue 33): raw TCP (port 9100 on most thermal printers), the
 * stations whose tickets it prints and whether it prints pre-bills and receipts. Its state (the
 * last success, the last error) is written by the print worker.
 */
export const printers = pgTable(
  'printers',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    name: text().notNull(),
    host: text().notNull(),
    port: integer().notNull().default(9100),
    /** 58 or 80 (mm). */
    paperWidth: integer().notNull().default(80),
    codePage: text({ enum: CODE_PAGES }).notNull().default('pc857'),
    /** The kitchen-display stations it serves (categories' `station`, e.g. 'Mutfak', 'Bar'). */
    stations: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    printsReceipts: boolean().notNull().default(false),
    /** A cash drawer on the printer's drawer port: a cash payment's receipt opens it. */
    hasDrawer: boolean().notNull().default(false),
    createdAt: createdAt(),
    archivedAt: at(),
    lastSuccessAt: at(),
    lastErrorAt: at(),
    lastError: text(),
  },
  (t) => [
    index('printers_business_idx').on(t.businessId),
    check('printers_port_check', sql`${t.port} between 1 and 65535`),
    check('printers_paper_width_check', sql`${t.paperWidth} in (58, 80)`),
    check('printers_code_page_check', oneOf(t.codePage, CODE_PAGES)),
  ],
);

/**
 * One ticket to print (issue 33, an outbox): written in the same transaction as the order change
 * it prints, taken by one node at a time (FOR UPDATE SKIP LOCKED), marked printed only after the
 * printer took the bytes. `seq` orders a printer's tickets.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: idColumn(),
    seq: bigserial({ mode: 'number' }).notNull(),
    businessId: belongsTo(() => businesses.id),
    printerId: belongsTo(() => printers.id),
    kind: text({ enum: PRINT_JOB_KINDS }).notNull(),
    orderId: text().references(() => orders.id, { onDelete: 'set null' }),
    document: jsonb().$type<PrintDocument>().notNull(),
    createdAt: createdAt(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    printedAt: at(),
    lastError: text(),
  },
  (t) => [
    index('print_jobs_waiting_idx')
      .on(t.printerId, t.seq)
      .where(sql`${t.printedAt} is null`),
    index('print_jobs_order_idx').on(t.orderId),
    check('print_jobs_kind_check', oneOf(t.kind, PRINT_JOB_KINDS)),
  ],
);
