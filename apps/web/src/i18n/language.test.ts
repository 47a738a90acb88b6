import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage } from './language.ts';

describe("the diner's language (ADR 046)", () => {
  it("is the browser's first of Turkish and English, Turkish when it prefers neither", () => {
    expect(browserLanguage(['en-GB', 'en'])).toBe('en');
    expect(browserLanguage(['EN-us'])).toBe('en');
    expect(browserLanguage(['tr-TR', 'en-US'])).toBe('tr');
    expect(browserLanguage(['de-DE', 'en-US', 'tr'])).toBe('en');
    expect(browserLanguage(['de-DE', 'fr-FR'])).toBe('tr');
    expect(browserLanguage([])).toBe('tr');
  });

  it('is the choice remembered on the phone over the browser, and ignores one that is not ours', () => {
    expect(chooseLanguage('tr', ['en-GB'])).toBe('tr');
    expect(chooseLanguage('en', ['tr-TR'])).toBe('en');
    expect(chooseLanguage('de', ['en-GB'])).toBe('en');
    expect(chooseLanguage(null, ['tr-TR'])).toBe('tr');
    expect(chooseLanguage(null, ['ja-JP'])).toBe('tr');
  });
});
