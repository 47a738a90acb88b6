import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './phone-number.ts';

describe('normalizePhoneNumber (issue 30, ADR 080)', () => {
  it.each([
    ['0532 123 4567', '+905321234567'],
    ['05321234567', '+905321234567'],
    ['5321234567', '+905321234567'],
    ['+90 532 123 4567', '+905321234567'],
    ['0532-123-4567', '+905321234567'],
    [' +905321234567 ', '+905321234567'],
  ])('keeps the Turkish number %s as +90 and ten digits', (text, stored) =>
    expect(normalizePhoneNumber(text)).toBe(stored),
  );

  it.each([
    ['+44 7911 123456', '+447911123456'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+49 30.1234567', '+49301234567'],
    ['+33612345678', '+33612345678'],
    ['+3531234567', '+3531234567'],
    ['+12345678', '+12345678'],
    ['+123456789012345', '+123456789012345'],
  ])('takes the international number %s in E.164', (text, stored) =>
    expect(normalizePhoneNumber(text)).toBe(stored),
  );

  it.each([
    ['+1234567', 'seven digits'],
    ['+1234567890123456', 'sixteen digits'],
    ['+0 123 456 789', 'a country code of 0'],
    ['+90 532 123 45', 'a +90 number that is not Turkish'],
    ['+44 7911 12345a', 'a letter'],
    ['44 7911 123456', 'no + before a foreign number'],
    ['0532 123 45 67', "Turkish digits grouped otherwise than 000 §5.2's 3-3-4"],
    ['(532) 123 4567', 'brackets around a Turkish area code'],
    ['++447911123456', 'two pluses'],
    ['telefon', 'no number'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => expect(normalizePhoneNumber(text)).toBeNull());
});
