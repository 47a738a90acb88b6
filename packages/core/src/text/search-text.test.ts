import { describe, expect, it, vi } from 'vitest';
import { matchesSearch, normalizeSearchText } from './search-text.ts';

describe('Turkish-aware menu search', () => {
  it("finds 'Çay' by 'cay' and 'ızgara' by 'IZGARA'", () => {
    expect(matchesSearch('cay', ['Çay'])).toBe(true);
    expect(matchesSearch('IZGARA', ['Dana ve kuzu karışık ızgara köfte'])).toBe(true);
    expect(matchesSearch('ızgara', ['Karışık Izgara'])).toBe(true);
  });

  it('ignores case and marks on both sides, dotted and dotless i alike', () => {
    expect(normalizeSearchText('  İSKENDER  Şiş Döner  ')).toBe('iskender sis doner');
    expect(normalizeSearchText('KÜNEFE')).toBe('kunefe');
    expect(normalizeSearchText('Crème Brûlée')).toBe('creme brulee');
    expect(matchesSearch('sutlac', ['Fırın Sütlaç'])).toBe(true);
    expect(matchesSearch('GÜVEÇ', ['Sebzeli Guvec'])).toBe(true);
  });

  it('needs every word of the query, in any order, across the texts', () => {
    expect(matchesSearch('kofte burger', ['Köfte Burger'])).toBe(true);
    expect(matchesSearch('burger cheddar', ['Köfte Burger', 'Izgara köfte, cheddar'])).toBe(true);
    expect(matchesSearch('burger pizza', ['Köfte Burger'])).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('   ', ['Çay'])).toBe(true);
    expect(matchesSearch('', [null, undefined])).toBe(true);
  });

  it('folds nothing for an empty query, as the menu opens (no locale data on its start, ADR 124)', () => {
    const lowerCase = vi.spyOn(String.prototype, 'toLocaleLowerCase');
    try {
      expect(matchesSearch(' ', ['Fırın Sütlaç', 'Çay'])).toBe(true);
      expect(lowerCase).not.toHaveBeenCalled();
    } finally {
      lowerCase.mockRestore();
    }
  });
});
