// Reads the text of a scanned QR code into a business id and a table id (000 §5.4).
//
// The rules are applied in the order of 000 §5.4. Where the documented order would make a
// later rule unreachable, the structured forms (URL, slash-separated, JSON) are read before
// the "X alone" errors of rule 7, so that each form gets its own precise answer.
//
// A failure may carry `tableLookupCodes`: the code holds table information but no usable
// business (a table id alone, a /table/ URL without business) or a table code that is not a
// table id (a table's custom `qrCode`, or a URL ending in it). 000 §4.3 says the table lookup
// by QR code then completes the pair: the scan page tries each code in order with
// GET /tables/qr/{code} (then GET /tables/custom-qr/{code}); the table found gives both the
// table id and data.businessId. If no code finds a table, the page shows
// 'Could not get table information. Please try again or scan a different QR code.'.
// Without lookup codes, `error` is final: a rule text (ADR 117) the server answers.
import { ruleText, type RuleText } from '../i18n/rule-text.ts';
import { isBusinessId, isTableId } from '../ids.ts';
import { findBusinessIdInText, findTableIdInText } from './find-ids-in-text.ts';
import { QR_PARSE_MESSAGES as M } from './qr-messages.ts';
import { readQrJson } from './read-qr-json.ts';
import { decodeQrPart, readQrUrl, type QrUrl } from './read-qr-url.ts';

/** Which of the 000 §5.4 failures it is: an app words it in its language (ADR 046). */
export type QrParseReason = keyof typeof M;

export type QrParseResult =
  | { ok: true; businessId: string; tableId: string }
  | { ok: false; error: RuleText; reason: QrParseReason; tableLookupCodes: string[] };

const TABLE_ALONE = /^table-[^\s/?#&=]*$/;
const OBJECT_TEXT = '[object Object]';
const MAX_CUSTOM_CODE_LENGTH = 200;

function fail(reason: QrParseReason, codes: (string | undefined)[] = []): QrParseResult {
  const usable = codes.filter(
    (code): code is string => !!code && code.length <= MAX_CUSTOM_CODE_LENGTH,
  );
  return {
    ok: false,
    error: ruleText(M[reason]),
    reason,
    tableLookupCodes: [...new Set(usable)],
  };
}

/** A business id and a table value: a pair when the table is a table id, else a lookup. */
function pair(businessId: string, table: string, fallbackCode?: string): QrParseResult {
  if (isTableId(table)) return { ok: true, businessId: businessId.toLowerCase(), tableId: table };
  return fail('tableMissing', [table, fallbackCode]);
}

function firstBusinessId(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((candidate) => isBusinessId(candidate))?.toLowerCase();
}

function firstSubdomain(host: string): string | undefined {
  const parts = host.split('.');
  return parts.length > 2 && parts[0] !== 'www' ? parts[0] : undefined;
}

/** Rules 3, 4 and 5. */
function parseUrl(content: string, url: QrUrl): QrParseResult {
  const { segments, query } = url;
  const last = segments.at(-1);
  const tableIndex = segments.lastIndexOf('table');
  if (tableIndex >= 0 && last !== undefined && tableIndex < segments.length - 1) {
    const businessId = firstBusinessId([
      query.get('business'),
      segments[tableIndex - 1],
      firstSubdomain(url.host),
      findBusinessIdInText(content),
    ]);
    if (!businessId) return fail('urlWithoutBusiness', [last, isTableId(last) ? '' : content]);
    return pair(businessId, last, content);
  }

  const [first, second] = segments;
  const businessId = firstBusinessId([
    query.get('businessId'),
    query.get('business'),
    segments.length <= 2 ? first : undefined,
    findBusinessIdInText(content),
  ]);
  const tables = [
    query.get('tableId'),
    query.get('table'),
    segments.length === 2 && isBusinessId(first) ? second : undefined,
    findTableIdInText(content),
  ].filter((table): table is string => !!table);
  const table = tables.find((candidate) => isTableId(candidate)) ?? tables[0];

  if (businessId && table) return pair(businessId, table, content);
  if (businessId) return fail('tableMissing');
  if (table && isTableId(table)) return fail('businessMissing', [table]);
  return fail('notFound', [table, last, content]);
}

/** Rules 6 to 10 for text that is not an absolute URL. */
function parseText(content: string): QrParseResult {
  const businessId = findBusinessIdInText(content);
  const tableId = findTableIdInText(content);
  if (businessId && tableId) return { ok: true, businessId, tableId };

  const parts = content
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const beforeLast = parts.at(-2);
  const last = parts.at(-1);
  if (last !== undefined && beforeLast !== undefined && isBusinessId(beforeLast)) {
    return pair(beforeLast, last);
  }

  const json = readQrJson(content);
  if (json) {
    if (json.business === OBJECT_TEXT) return fail('objectObject');
    const jsonBusiness = json.business && isBusinessId(json.business) ? json.business : undefined;
    if (jsonBusiness && json.table) return pair(jsonBusiness, json.table);
    if (jsonBusiness) return fail('businessOnly');
    if (isTableId(json.table)) return fail('businessMissing', [json.table]);
    return fail('notFound', [json.table]);
  }

  if (businessId) return fail('businessOnly');
  if (tableId) return fail('businessMissing', [tableId]);
  return fail('notFound', [content]);
}

export function parseQrContent(text: string): QrParseResult {
  const content = typeof text === 'string' ? text.trim() : '';
  if (content === '') return fail('notFound');
  if (TABLE_ALONE.test(content)) return fail('tableOnly', [isTableId(content) ? content : '']);
  if (isBusinessId(content)) return fail('businessOnly');
  // Rule 11 is checked before the forms: a stringified object anywhere means the code was
  // generated from an object by mistake, whatever form it otherwise has.
  if (content.includes(OBJECT_TEXT) || decodeQrPart(content).includes(OBJECT_TEXT)) {
    return fail('objectObject');
  }
  const url = readQrUrl(content);
  return url ? parseUrl(content, url) : parseText(content);
}
