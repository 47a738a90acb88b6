// 000 §5.4 rule 9: JSON content with businessId and tableId or their alternative keys.

const BUSINESS_KEYS = [
  'businessId',
  'business_id',
  'business',
  'id',
  'restaurantId',
  'restaurant_id',
  'restaurantID',
] as const;
const TABLE_KEYS = ['tableId', 'table_id', 'table', 'masa_id', 'masaId', 'masaID'] as const;

export type QrJsonValues = { business?: string; table?: string };

/**
 * A value as the original app read it: strings trimmed, numbers as text, and an object as
 * the text it turns into, '[object Object]' (which rule 11 then refuses).
 */
function readValue(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    if (!Object.hasOwn(record, key)) continue;
    const value = record[key];
    if (value === null || value === undefined) continue;
    const text = typeof value === 'object' ? '[object Object]' : String(value).trim();
    if (text !== '') return text;
  }
  return undefined;
}

/** The business and table values of a JSON object text, or null when it is not one. */
export function readQrJson(text: string): QrJsonValues | null {
  if (!text.startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  return { business: readValue(record, BUSINESS_KEYS), table: readValue(record, TABLE_KEYS) };
}
