import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  alternatives,
  checkSpecText,
  loadModules,
  matchesQuote,
  parseSpecTexts,
  textPattern,
} from './spec-texts';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIST = 'docs/spec-texts.md';
/** The distinct texts the two documents quote (and the status and message-type labels they give in parentheses). */
const QUOTED_TEXTS = 318;
/** Issue 18's done-when: at least this share of them in the app, each in its situation. */
const GOAL = 0.97;

describe('reading the list', () => {
  it('reads an entry, its placeholders and its alternatives', () => {
    const [entry] = parseSpecTexts(
      '- `Hata: {status}` · 000 §8.4, 001 §8 · an answer without words · `tr.errors.status` · `apps/web/src/lib/api-client.test.ts`',
    );
    expect(entry).toMatchObject({
      text: 'Hata: {status}',
      sections: '000 §8.4, 001 §8',
      source: 'tr.errors.status',
      test: 'apps/web/src/lib/api-client.test.ts',
    });
    expect(textPattern('Hata: {status}').test("'Hata: 418'")).toBe(true);
    expect(textPattern('Sipariş bulunamadı (ID)', ['ID']).test('Sipariş bulunamadı (${id})')).toBe(
      true,
    );
    expect(alternatives('Ödeme yöntemi başarıyla eklendi/silindi')).toEqual([
      'Ödeme yöntemi başarıyla eklendi',
      'Ödeme yöntemi başarıyla silindi',
    ]);
    expect(
      matchesQuote('Kullanıcı bilgileriniz bulunamadı.', 'Kullanıcı bilgileriniz bulunamadı…'),
    ).toBe(true);
    expect(matchesQuote('Sipariş güncellendi.', 'Sipariş güncellendi')).toBe(false);
  });

  it('fails an entry whose text the app does not hold, or whose test never shows it', async () => {
    const modules = await loadModules(root);
    const [wrong, untested] = parseSpecTexts(
      [
        '- `Sipariş güncellendi!` · 001 §8 · x · `tr.orders.realtime.orderUpdated` · `apps/web/e2e/order-texts.spec.ts`',
        '- `Sipariş güncellendi` · 001 §8 · x · `tr.orders.realtime.orderUpdated` · `apps/web/e2e/auth.spec.ts`',
      ].join('\n'),
    );
    expect((await checkSpecText(wrong!, root, modules)).found).toBe(false);
    const verdict = await checkSpecText(untested!, root, modules);
    expect(verdict.found).toBe(true);
    expect(verdict.problems).toEqual([
      'apps/web/e2e/auth.spec.ts never shows /Sipariş güncellendi/',
    ]);
  });
});

describe('every quoted text of the specification in its situation (docs/spec-texts.md)', () => {
  const entries = parseSpecTexts(readFileSync(`${root}/${LIST}`, 'utf8'));

  it('lists each quoted text once', () => {
    expect(entries).toHaveLength(QUOTED_TEXTS);
    expect(new Set(entries.map((entry) => entry.text)).size).toBe(QUOTED_TEXTS);
  });

  it('finds each listed text verbatim where it says, shown by the test it names', async () => {
    const modules = await loadModules(root);
    const verdicts = await Promise.all(entries.map((entry) => checkSpecText(entry, root, modules)));
    const problems = verdicts.flatMap((verdict) =>
      verdict.problems.map(
        (problem) => `${LIST}:${verdict.entry.line} '${verdict.entry.text}': ${problem}`,
      ),
    );
    expect(problems).toEqual([]);

    const found = verdicts.filter((verdict) => verdict.found).length;
    const share = found / entries.length;
    const notShown = verdicts.filter((verdict) => !verdict.found).map((v) => v.entry.text);
    console.info(
      `spec texts: ${found} of ${entries.length} in the app (${(share * 100).toFixed(1)} %); not shown: ${notShown.join(' | ')}`,
    );
    expect(share).toBeGreaterThanOrEqual(GOAL);
  });
});
