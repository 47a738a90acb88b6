import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import dinerEnglish from '../packages/core/locales/en/rules.json' with { type: 'json' };
import staffEnglish from '../packages/core/locales/staff/en/rules.json' with { type: 'json' };
import staffTurkish from '../packages/core/locales/staff/tr/rules.json' with { type: 'json' };
import dinerTurkish from '../packages/core/locales/tr/rules.json' with { type: 'json' };
import { sentencesWritten } from './core-rule-texts.ts';
import { RULE_VALUES_FILE, ruleValuesSource } from './lingui/catalogs.ts';

// Issue 36 §1 (docs/decisions/117-core-rule-texts-by-id.md): core names its rule texts by an id
// of its catalog, `packages/core/locales/{tr,en}/rules.json`, and whoever shows one says it in the
// reader's language. A sentence written where core states a rule's message — a schema's message,
// a refusal core returns, a table of messages — reaches an English reader in Turkish; this reads
// core's source and fails on one, naming its file and text.
const src = path.resolve(import.meta.dirname, '../packages/core/src');
const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => !file.startsWith('testing') && !file.includes('fixture'))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

/**
 * Modules whose texts are Turkish whatever the reader's language: the printed price list and QR
 * sheet, which a business in Turkey shows its diners (ADR 089, issue 17 §3). They print, they do
 * not refuse; moving one is writing its English and its ids, and it then leaves this list (the
 * test fails while it is still named here).
 */
const TURKISH_ONLY = ['price-list/price-list.ts', 'qr/qr-sheet.ts'];

/** Core's catalog in both its parts: the diner's and the back office's (`locales/staff/`). */
const turkish: Record<string, string> = { ...dinerTurkish, ...staffTurkish };
const english: Record<string, string> = { ...dinerEnglish, ...staffEnglish };

const written = modules.flatMap(({ file, text }) => sentencesWritten(file, text));
const fileOf = (entry: string) => entry.slice(0, entry.indexOf(': '));

describe("core's rule texts by id (ADR 117)", () => {
  it('writes no sentence where a message goes, but in the modules still Turkish only', () => {
    expect(written.filter((entry) => !TURKISH_ONLY.includes(fileOf(entry)))).toEqual([]);
  });

  it('lists only modules that still write their sentences', () => {
    expect(TURKISH_ONLY.filter((file) => !written.some((entry) => fileOf(entry) === file))).toEqual(
      [],
    );
  });

  it('finds a sentence written as a message, kept in a constant, a returned refusal and a table of texts', () => {
    const sample = [
      "export const X_MESSAGES = { gone: 'Ürün bulunamadı', id: 'rules.x.gone' };",
      "const a = z.string().min(1, 'Ad gerekli');",
      "const b = () => ({ ok: false, error: 'Sipariş en az 30 dakika sonra' });",
      "const c = z.number({ error: 'rules.order.personCountMin' }).int('rules.order.personCountMin');",
      "const required = 'E-posta ve şifre gereklidir';",
      'const d = z.string({ error: required }).min(1, required);',
    ].join('\n');
    expect(sentencesWritten('sample.ts', sample)).toEqual([
      "sample.ts: 'Ürün bulunamadı'",
      "sample.ts: 'Ad gerekli'",
      "sample.ts: 'Sipariş en az 30 dakika sonra'",
      "sample.ts: 'E-posta ve şifre gereklidir'",
      "sample.ts: 'E-posta ve şifre gereklidir'",
    ]);
  });

  it('has an English message of its own for every Turkish one with a Turkish letter', () => {
    const same = Object.entries(turkish).filter(
      ([id, text]) => english[id] === text && /[çğıöşüİ]/i.test(text),
    );
    expect(same).toEqual([]);
  });

  it("names each id in one part only, the diner's or the back office's", () => {
    expect(Object.keys(dinerTurkish).filter((id) => id in staffTurkish)).toEqual([]);
  });

  it('types its values by a file that is up to date (npm run i18n:types of either app)', async () => {
    expect(readFileSync(RULE_VALUES_FILE, 'utf8')).toBe(await ruleValuesSource());
  });
});
