import { describe, expect, it } from 'vitest';
import { hasChoices, lineChoicesOf } from './line-choices.ts';

describe("a line's chosen options and extras (issue 20)", () => {
  it('reads the same whatever order the groups were stored in', () => {
    const cart = { Acı: ['Acılı'], Sos: ['Barbekü Sos', 'Acı Sos'] };
    const stored = { Sos: ['Barbekü Sos', 'Acı Sos'], Acı: ['Acılı'] };
    const expected = { options: ['Acılı', 'Barbekü Sos', 'Acı Sos'], extras: [] };
    expect(lineChoicesOf({ selectedOptions: cart, selectedAdditions: [] })).toEqual(expected);
    expect(lineChoicesOf({ selectedOptions: stored, selectedAdditions: [] })).toEqual(expected);
  });

  it('lists the extras apart, and says when there is nothing to show', () => {
    const choices = lineChoicesOf({
      selectedOptions: {},
      selectedAdditions: [{ name: 'Kaşar Peyniri' }, { name: 'Turşu' }],
    });
    expect(choices).toEqual({ options: [], extras: ['Kaşar Peyniri', 'Turşu'] });
    expect(hasChoices(choices)).toBe(true);
    expect(hasChoices(lineChoicesOf({ selectedOptions: null, selectedAdditions: null }))).toBe(
      false,
    );
  });
});
