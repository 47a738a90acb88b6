import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import answersEn from '../../locales/en/answers.json' with { type: 'json' };
import answersTr from '../../locales/tr/answers.json' with { type: 'json' };
import emailsEn from '../../locales/en/emails.json' with { type: 'json' };
import emailsTr from '../../locales/tr/emails.json' with { type: 'json' };
import errorsEn from '../../locales/en/errors.json' with { type: 'json' };
import errorsTr from '../../locales/tr/errors.json' with { type: 'json' };

// Issue 36 §1 (ADR 105): every refusal the server's code names, `refuse(status, 'CODE[.which]')`,
// has its message in both catalogs. The id is typed by the Turkish catalog already; this reads
// the source: each key written in a call (a choice between two is two keys), or, for a call that
// passes a variable, each key written in its module (input-guard's sentences of INVALID_TEXT).
const src = path.resolve(import.meta.dirname, '../../src');
const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));
const appErrorUsers = modules.filter(({ text }) => /from '[^']*lib\/app-error\.ts'/.test(text));
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
/**
 * The Turkish written inside the calls `picks` chooses (each argument it names): a string or a
 * template with Turkish in it, and, with `tables`, a read of a table of Turkish texts.
 */
const turkishWritten = (
  users: typeof modules,
  picks: (call: ts.CallExpression | ts.NewExpression, tree: ts.SourceFile) => readonly ts.Node[],
  { tables = false } = {},
) =>
  users.flatMap(({ file, text }) => {
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const look = (node: ts.Node) => {
      const written = node.getText(tree);
      if ((ts.isStringLiteral(node) || ts.isTemplateLiteral(node)) && TURKISH.test(written))
        found.push(`${file}: ${written}`);
      // `AUTH_MESSAGES.loginOk`, `M.saved`: a sentence all the same.
      if (
        tables &&
        ts.isPropertyAccessExpression(node) &&
        TABLE.test(node.expression.getText(tree))
      )
        found.push(`${file}: ${written}`);
      ts.forEachChild(node, look);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) picks(node, tree).forEach(look);
      ts.forEachChild(node, visit);
    };
    visit(tree);
    return found;
  });
const TABLE = /^([A-Z][A-Z_]*_(MESSAGES|ANSWERS)|M|R)$/;

const literalTurkish = turkishWritten(appErrorUsers, (call, tree) => {
  const callee = call.expression.getText(tree);
  const refusal = ts.isNewExpression(call) ? callee === 'AppError' : callee === 'refuse';
  return refusal ? [...(call.arguments ?? [])] : [];
});

describe('no Turkish sentence written into a refusal (issue 36 §1)', () => {
  it('throws name ids, not texts, everywhere in src/', () => {
    expect(literalTurkish).toEqual([]);
  });
});

// Issue 36 §1 (ADR 105, since then): a success answer's message is said by its id as well,
// `ok(data, sayTo(request, 'answer.…'))`, or kept by it in an idempotent answer,
// `ok(data, said('answer.…'))`; a Turkish sentence or a table's text there fails here.
const answerTurkish = turkishWritten(
  modules.filter(({ text }) => /from '[^']*lib\/envelope\.ts'/.test(text)),
  (call, tree) =>
    ts.isCallExpression(call) && call.expression.getText(tree) === 'ok'
      ? call.arguments.slice(1)
      : [],
  { tables: true },
);

describe('no Turkish sentence written into a success answer (issue 36 §1)', () => {
  it('answers name ids, not texts, everywhere in src/', () => {
    expect(answerTurkish).toEqual([]);
  });
});

// Issue 36 §1: English is written for every message. An English entry equal to its Turkish one
// with a Turkish letter in it is a message an English request would get in Turkish.
const PROPER_NAMES: readonly string[] = [];
const catalogs = [
  [errorsTr, errorsEn],
  [answersTr, answersEn],
  [emailsTr, emailsEn],
] as const;
const untranslated = catalogs.flatMap(([tr, en]) =>
  Object.entries(tr as Record<string, string>)
    .filter(([id, text]) => (en as Record<string, string>)[id] === text)
    .filter(([id, text]) => /[çğıöşüİ]/i.test(text) && !PROPER_NAMES.includes(id))
    .map(([id, text]) => `${id}: ${text}`),
);

describe('English for every message of the server (issue 36 §1)', () => {
  it('has no English entry that is still the Turkish', () => {
    expect(untranslated).toEqual([]);
  });
});
