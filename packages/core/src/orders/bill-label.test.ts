import { describe, expect, it } from 'vitest';
import { billLabel, billLabelOf, billNumberOf } from './bill-label.ts';

describe('a table bill label', () => {
  it('numbers the first bill 1 and "Hesap N" N', () => {
    expect([billNumberOf(null), billNumberOf('Hesap 2'), billNumberOf('Hesap 12')]).toEqual([
      1, 2, 12,
    ]);
    expect(billLabelOf(3)).toBe('Hesap 3');
  });

  it('reads "Hesap 1" as the first bill and refuses anything else', () => {
    expect(billLabel.parse('Hesap 1')).toBeNull();
    expect(billLabel.parse('Hesap 2')).toBe('Hesap 2');
    expect(billLabel.safeParse('Bill 2').success).toBe(false);
    expect(billLabel.safeParse('Hesap 0').success).toBe(false);
  });
});
