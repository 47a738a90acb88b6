import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import errorsEn from '../../locales/en/errors.json' with { type: 'json' };
import errorsTr from '../../locales/tr/errors.json' with { type: 'json' };

// Issue 36 §1 (ADR 105): every refusal the server's code names, `refuse(status, 'CODE[.which]')`,
// has its message in both catalogs. The id is typed by the Turkish catalog already; this reads
// the source: each key written in a call (a choice between two is two keys), or, for a call that
// passes a variable, each key written in its module (input-guard's sentences of INVALID_TEXT).
const src = path.resolve(import.meta.dirname, '../../src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }))
  // Other modules have a `refuse` of their own (the socket server's, the payment twin's).
  .filter(({ text }) =>
    /import \{[^}]*\brefuse\b[^}]*\} from '[^']*lib\/app-error\.ts'/.test(text),
  );

const KEY = /'([A-Z][A-Z0-9_]*(?:\.[\w.]+)?)'/g;
const written = (text: string) => [...text.matchAll(KEY)].map((match) => match[1]!);
const calls = sources.flatMap(({ file, text }) =>
  [...text.matchAll(/\brefuse\(\s*[^,]+,\s*([^,]+?),?\s*(?:\{|\))/g)].map((match) => {
    const inCall = written(match[1]!);
    return { file, keys: inCall.length > 0 ? inCall : written(text) };
  }),
);
const keys = [...new Set(calls.flatMap((call) => call.keys))].sort();

describe('the codes the server refuses with (ADR 105)', () => {
  it('names each refusal by a written key, not one built at run time', () => {
    expect(calls.filter((call) => call.keys.length === 0)).toEqual([]);
    expect(keys.length).toBeGreaterThan(150);
  });

  it.each(keys)('error.%s is in the Turkish and the English catalog', (key) => {
    const id = `error.${key}`;
    expect(Object.hasOwn(errorsTr, id) && (errorsTr as Record<string, string>)[id]).toBeTruthy();
    expect(Object.hasOwn(errorsEn, id) && (errorsEn as Record<string, string>)[id]).toBeTruthy();
  });
});
