import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import errorsEn from '../../locales/en/errors.json' with { type: 'json' };
import errorsTr from '../../locales/tr/errors.json' with { type: 'json' };

// Issue 36 §1 (ADR 105): every refusal the server's code names, `refuse(status, 'CODE[.which]')`,
// has its message in both catalogs. The id is typed by the Turkish catalog already; this reads
// the source: each key written in a call (a choice between two is two keys), or, for a call that
// passes a variable, each key written in its module (input-guard's sentences of INVALID_TEXT).
const src = path.resolve(import.meta.dirname, '../../src');
const appErrorUsers = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }))
  .filter(({ text }) => /from '[^']*lib\/app-error\.ts'/.test(text));
// Other modules have a `refuse` of their own (the socket server's, the payment twin's).
const sources = appErrorUsers.filter(({ text }) =>
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

// Issue 36 §1: a refusal is said by its id, so a Turkish sentence written into an `AppError` or a
// `refuse` (a string, a template) fails here: it would reach an English diner in Turkish. Core's
// rule texts, which the apps read too, reach `new AppError` as values, never as literals here.
// (A plain `Error` never reaches a person: the error handler answers 500 without its text.)
const TURKISH = /[çğıöşüÇĞİÖŞÜ]|\b(bulunamadı|geçersiz|lütfen)\b/i;
const literalTurkish = appErrorUsers.flatMap(({ file, text }) => {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const inRefusal = (node: ts.Node): boolean =>
    (ts.isNewExpression(node) && node.expression.getText(tree) === 'AppError') ||
    (ts.isCallExpression(node) && node.expression.getText(tree) === 'refuse');
  const visit = (node: ts.Node, refusing: boolean) => {
    const here = refusing || inRefusal(node);
    if (here && (ts.isStringLiteral(node) || ts.isTemplateLiteral(node))) {
      if (TURKISH.test(node.getText(tree))) found.push(`${file}: ${node.getText(tree)}`);
    }
    ts.forEachChild(node, (child) => visit(child, here));
  };
  visit(tree, false);
  return found;
});

describe('no Turkish sentence written into a refusal (issue 36 §1)', () => {
  it('throws name ids, not texts, everywhere in src/', () => {
    expect(literalTurkish).toEqual([]);
  });
});
