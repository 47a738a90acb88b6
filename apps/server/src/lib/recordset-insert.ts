import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * SQL that inserts every row of a JSON array parameter into a table, all columns listed:
 * `insert into "t" (cols) select cols from jsonb_to_recordset($n::jsonb) as x(col type, …)`.
 * Many rows go in one statement of a fixed text, so it can be a prepared statement. `select`
 * replaces a column's expression (for example a value from a CTE); `from` adds to the FROM list.
 * The parameter is `JSON.stringify` of rows keyed by snake_case column names (see toRecordset).
 */
export function recordsetInsert(
  table: Table,
  param: number,
  options: { select?: Record<string, string>; from?: string; returning?: string } = {},
): string {
  const columns = Object.values(getTableColumns(table)).map((column) => ({
    name: toSnakeCase(column.name),
    type: column.getSQLType(),
  }));
  const list = columns.map((c) => quote(c.name)).join(', ');
  const select = columns.map((c) => options.select?.[c.name] ?? `x.${quote(c.name)}`).join(', ');
  const definition = columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ');
  const from = [`jsonb_to_recordset($${param}::jsonb) as x(${definition})`, options.from]
    .filter(Boolean)
    .join(', ');
  const returning = options.returning ? ` returning ${options.returning}` : '';
  return `insert into ${quote(getTableName(table))} (${list}) select ${select} from ${from}${returning}`;
}

const columnNames = new WeakMap<Table, [key: string, column: string][]>();

/** Each column's TS key and snake_case name, worked out once per table. */
function namesOf(table: Table): [key: string, column: string][] {
  let names = columnNames.get(table);
  if (!names) {
    names = Object.keys(getTableColumns(table)).map((key) => [key, toSnakeCase(key)]);
    columnNames.set(table, names);
  }
  return names;
}

/** Rows (camelCase keys, as drizzle selects them) as the JSON parameter of recordsetInsert. */
export function toRecordset(table: Table, rows: object[]): string {
  const names = namesOf(table);
  return JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of names)
        record[column] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    }),
  );
}
