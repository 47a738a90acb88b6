import { ALLERGENS } from '@masa/core/allergens/allergen-list';
import { sql, type SQL } from 'drizzle-orm';
import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

/** Column builders shared by the schema files. Names come from the TS keys (snake_case). */

/** A 24-hex entity id, generated in the application (lib/ids.ts). */
export const idColumn = () => text().primaryKey().$defaultFn(newId);

/**
 * The row this one belongs to: required, and deleted with it (`on delete cascade`), as an
 * order's lines go with the order. The thunk is drizzle's, so two tables may refer to each other.
 */
export const belongsTo = (parent: () => AnyPgColumn) =>
  text().notNull().references(parent, { onDelete: 'cascade' });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** An amount of money in integer kuruş (ADR 004). */
export const kurus = () => integer().notNull().default(0);

/** A nullable moment. */
export const at = () => timestamp({ withTimezone: true });

/** `column IN ('a', 'b', …)` for a CHECK constraint over one of the value sets in enums.ts. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * `column <@ array['gluten', …]`: a text[] holding only allergen codes of the fixed list
 * (issue 21 §5, docs/decisions/045-diner-allergens.md), checked by the database as well.
 */
export function allergenCodes(column: AnyPgColumn): SQL {
  const list = ALLERGENS.map((code) => `'${code}'`).join(', ');
  return sql`${column} <@ array[${sql.raw(list)}]::text[]`;
}

/** A 24-hex id, checked in the database as well as by the application. */
export function isHexId(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[0-9a-f]{24}$'`;
}
