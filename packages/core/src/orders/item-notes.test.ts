import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildItemNotes } from './build-item-notes.ts';
import { parseItemNotes } from './parse-item-notes.ts';

describe('parseItemNotes (001 §3)', () => {
  it('splits lines by their prefixes', () => {
    const notes = [
      'Çıkarılsın: Soğan, Domates',
      'Ekstra: Peynir (+3 TL)',
      '  Servis ücreti: Kuver  ',
      'Az pişmiş olsun',
      '',
      'Ekstra:Turşu',
    ].join('\n');
    expect(parseItemNotes(notes)).toEqual({
      removals: ['Soğan, Domates'],
      extras: ['Peynir (+3 TL)', 'Turşu'],
      serviceCharges: ['Kuver'],
      specialNotes: ['Az pişmiş olsun'],
    });
  });

  it('gives empty lists for no notes', () => {
    const empty = { removals: [], extras: [], serviceCharges: [], specialNotes: [] };
    expect(parseItemNotes(undefined)).toEqual(empty);
    expect(parseItemNotes('\r\n  \n')).toEqual(empty);
  });

  it('reads back what buildItemNotes writes', () => {
    const text = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter((s) => s !== '' && !/^(Çıkarılsın:|Ekstra:|Servis ücreti:)/.test(s));
    const parts = fc.record({
      removals: fc.array(text, { maxLength: 3 }),
      extras: fc.array(text, { maxLength: 3 }),
      serviceCharges: fc.array(text, { maxLength: 2 }),
      specialNotes: fc.array(text, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(parts, (p) => {
        expect(parseItemNotes(buildItemNotes(p))).toEqual(p);
      }),
    );
  });
});
