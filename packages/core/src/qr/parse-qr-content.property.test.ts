import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQrContent } from './parse-qr-content.ts';

const hexChar = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
const businessId = fc.string({ unit: hexChar, minLength: 24, maxLength: 24 });
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const tableId = fc.string({ unit: alnum, minLength: 1, maxLength: 24 }).map((s) => `table-${s}`);
// Short lower-case words: never a 24-hex id, never the word 'table', never a table token.
const word = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 1 })
  .map((s) => s.slice(0, 8))
  .filter((s) => s !== 'table' && s !== 'www');
const host = fc
  .tuple(fc.array(word, { minLength: 0, maxLength: 2 }), word, fc.constantFrom('com', 'app', 'tr'))
  .map(([subdomains, name, tld]) => [...subdomains, name, tld].join('.'));
const origin = fc
  .tuple(fc.constantFrom('http', 'https'), host, fc.option(fc.integer({ min: 1, max: 65535 })))
  .map(([scheme, h, port]) => `${scheme}://${h}${port === null ? '' : `:${port}`}`);
const prefix = fc.array(word, { maxLength: 3 }).map((ws) => ws.map((w) => `/${w}`).join(''));
const noise = fc.array(
  fc.tuple(word, fc.string({ unit: alnum, maxLength: 8 })).map(([k, v]) => `${k}=${v}`),
  { maxLength: 3 },
);

function withQuery(path: string, params: string[], order: number[]): string {
  const sorted = params
    .map((p, i) => ({ p, k: order[i] ?? 0 }))
    .sort((a, b) => a.k - b.k)
    .map(({ p }) => p);
  return sorted.length ? `${path}?${sorted.join('&')}` : path;
}

const order = fc.array(fc.integer(), { minLength: 6, maxLength: 6 });

/** Every URL form of 000 §5.4 rules 3 to 5, built around one business and one table. */
const urlForm = fc
  .tuple(businessId, tableId, origin, prefix, noise, order, fc.integer({ min: 0, max: 5 }))
  .map(([b, t, o, p, n, ord, form]) => {
    const forms = [
      () => withQuery(`${o}${p}/table/${t}`, [`business=${b}`, ...n], ord),
      () => withQuery(`${o}${p}/${b}/table/${t}`, n, ord),
      () => withQuery(`${o.replace('://', `://${b}.`)}${p}/table/${t}`, n, ord),
      () => withQuery(`${o}${p}`, [`businessId=${b}`, `tableId=${t}`, ...n], ord),
      () => withQuery(`${o}/${b}/${t}`, n, ord),
      () => withQuery(`${o}/${b}`, [`table=${t}`, ...n], ord),
    ];
    return { b, t, text: (forms[form] ?? forms[0]!)() };
  });

const BUSINESS_KEYS = ['businessId', 'business_id', 'business', 'id', 'restaurantId'];
const MORE_BUSINESS_KEYS = ['restaurant_id', 'restaurantID'];
const TABLE_KEYS = ['tableId', 'table_id', 'table', 'masa_id', 'masaId', 'masaID'];

describe('parseQrContent properties', () => {
  it('reads the same ids back from every valid URL form', () => {
    fc.assert(
      fc.property(urlForm, ({ b, t, text }) => {
        expect(parseQrContent(text)).toEqual({ ok: true, businessId: b.toLowerCase(), tableId: t });
      }),
      { numRuns: 500 },
    );
  });

  it('reads JSON with every alternative key', () => {
    const keys = fc.tuple(
      fc.constantFrom(...BUSINESS_KEYS, ...MORE_BUSINESS_KEYS),
      fc.constantFrom(...TABLE_KEYS),
    );
    fc.assert(
      fc.property(businessId, tableId, keys, fc.boolean(), (b, t, [bk, tk], spaced) => {
        const text = JSON.stringify({ [bk]: b, [tk]: t }, null, spaced ? 2 : undefined);
        expect(parseQrContent(text)).toEqual({ ok: true, businessId: b.toLowerCase(), tableId: t });
      }),
    );
  });

  it('never throws and always answers in one of the two shapes', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      urlForm.map(({ text }) => text.slice(0, text.length - 3)),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const result = parseQrContent(text);
        if (result.ok) {
          expect(result.businessId).toMatch(/^[0-9a-f]{24}$/);
          expect(result.tableId).toMatch(/^table-[A-Za-z0-9]+$/);
        } else {
          expect(result.error.id).toBe(`rules.qr.${result.reason}`);
          expect(Array.isArray(result.tableLookupCodes)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
