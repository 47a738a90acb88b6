import { describe, expect, it } from 'vitest';
import { readCardNumber } from './card-number-keys.ts';

describe('readCardNumber (issue 29, ADR 057)', () => {
  it('bumps at once while every card has one digit', () => {
    expect(readCardNumber('1', 9)).toEqual({ card: 1, complete: true });
    expect(readCardNumber('9', 9)).toEqual({ card: 9, complete: true });
  });

  it('reaches cards past 9 with two digits, waiting after a digit that may go on', () => {
    expect(readCardNumber('1', 15)).toEqual({ card: 1, complete: false });
    expect(readCardNumber('12', 15)).toEqual({ card: 12, complete: true });
    expect(readCardNumber('10', 15)).toEqual({ card: 10, complete: true });
    expect(readCardNumber('2', 15)).toEqual({ card: 2, complete: true });
  });

  it('names no card for a number past the last, or a leading zero', () => {
    expect(readCardNumber('16', 15)).toEqual({ card: null, complete: true });
    expect(readCardNumber('0', 15)).toEqual({ card: null, complete: true });
    expect(readCardNumber('3', 2)).toEqual({ card: null, complete: true });
  });
});
