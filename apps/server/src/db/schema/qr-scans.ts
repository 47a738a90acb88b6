import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, idColumn } from './columns.ts';
import { tables } from './tables.ts';
import { users } from './users.ts';

/** QR scan records (000 §3.4): what was scanned and how long the menu took to load. */
export const qrScans = pgTable(
  'qr_scans',
  {
    id: idColumn(),
    /** The scanned text as sent, whether or not it resolved to a table. */
    qrCode: text().notNull(),
    action: text().notNull().default('menu_view'),
    /** 'scan_' plus a time stamp and a random string, made by the app. */
    sessionId: text(),
    /** Milliseconds. */
    loadTime: integer(),
    businessId: text().references(() => businesses.id, { onDelete: 'set null' }),
    tableId: text().references(() => tables.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The scanned text carried the table's current access token: the diner was at the table. */
    atTable: boolean().notNull().default(false),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('qr_scans_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('qr_scans_session_idx').on(t.sessionId),
    check('qr_scans_load_time_check', sql`${t.loadTime} is null or ${t.loadTime} >= 0`),
  ],
);
