import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newTableId } from '../../lib/ids.ts';
import { businesses } from './businesses.ts';
import { at, belongsTo, oneOf, timestamps } from './columns.ts';
import { TABLE_STATUSES, TABLE_TYPES } from './enums.ts';

/** A business's tables (001 §3 Table). The id is what the printed QR code carries. */
export const tables = pgTable(
  'tables',
  {
    /** 'table-' plus letters and digits, unique across businesses (000 §5.4 relies on it). */
    id: text().primaryKey().$defaultFn(newTableId),
    businessId: belongsTo(() => businesses.id),
    name: text().notNull(),
    number: integer().notNull(),
    /** Capacity; a larger party orders and is flagged, up to twice the seats (ADR 065). */
    seats: integer().notNull().default(4),
    /** The business's own code for the table, looked up by GET /tables/custom-qr/{code}. */
    qrCode: text().notNull(),
    /**
     * The secret the printed QR code carries (ADR 015): placing an order, joining the table's
     * session or reading its orders needs it. Made by PostgreSQL (migration 0004); re-issuing
     * it makes the old printed code stop working.
     */
    accessToken: text()
      .notNull()
      .default(sql`new_table_token()`),
    active: boolean().notNull().default(true),
    type: text({ enum: TABLE_TYPES }).notNull().default('standard'),
    status: text({ enum: TABLE_STATUSES }).notNull().default('available'),
    /** When staff last cleared the table for the next guests (its paid state ends). */
    clearedAt: at(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tables_qr_code_key').on(t.qrCode),
    // A typed table code finds its table by the token alone.
    uniqueIndex('tables_access_token_key').on(t.accessToken),
    check('tables_access_token_check', sql`${t.accessToken} ~ '^[2-9A-HJ-NP-Z]{12}$'`),
    unique('tables_business_number_key').on(t.businessId, t.number),
    // Target of composite foreign keys that keep an order's table in the order's business.
    unique('tables_id_business_key').on(t.id, t.businessId),
    index('tables_business_idx').on(t.businessId),
    check('tables_id_check', sql`${t.id} ~ '^table-[A-Za-z0-9]+$'`),
    check('tables_seats_check', sql`${t.seats} between 1 and 50`),
    check('tables_number_check', sql`${t.number} > 0`),
    check('tables_type_check', oneOf(t.type, TABLE_TYPES)),
    check('tables_status_check', oneOf(t.status, TABLE_STATUSES)),
  ],
);
