// Finds the business id and the table id inside free text (000 §5.4 rules 3, 4 and 6).
// No look-behind in these patterns: older mobile Safari refuses to parse them.

const TABLE_TOKEN = /(^|[^A-Za-z0-9_-])(table-[A-Za-z0-9]+)(?![A-Za-z0-9_-])/g;
const HEX_ID = /(^|[^0-9A-Za-z])([0-9a-fA-F]{24})(?![0-9A-Za-z])/;

/** The first 'table-' token standing on its own, e.g. in '/table-5?x' or 'masa table-5'. */
export function findTableIdInText(text: string): string | undefined {
  TABLE_TOKEN.lastIndex = 0;
  const match = TABLE_TOKEN.exec(text);
  TABLE_TOKEN.lastIndex = 0;
  return match?.[2];
}

/**
 * The first 24-hex id standing on its own, lower-cased. Hex inside a table token
 * ('table-507f…') is not a business id, so table tokens are blanked out first.
 */
export function findBusinessIdInText(text: string): string | undefined {
  const withoutTables = text.replace(TABLE_TOKEN, '$1 ');
  return HEX_ID.exec(withoutTables)?.[2]?.toLowerCase();
}
