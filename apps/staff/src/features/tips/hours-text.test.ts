import { describe, expect, it } from 'vitest';
import { hoursText, parseHours } from './hours-text.ts';

describe('hours on the tip screen', () => {
  it('reads a decimal comma or dot as minutes, and refuses what is not 0 to 24 hours', () => {
    expect(parseHours('7,5')).toBe(450);
    expect(parseHours('7.5')).toBe(450);
    expect(parseHours(' 8 ')).toBe(480);
    expect(parseHours('')).toBe(0);
    expect(parseHours('0,25')).toBe(15);
    expect(parseHours('24')).toBe(1440);
    for (const bad of ['25', '-1', 'sekiz', '7,5,5', '100']) expect(parseHours(bad)).toBeNull();
  });

  it('shows minutes back as the hours a person types', () => {
    expect(hoursText(450, 'tr')).toBe('7,5');
    expect(hoursText(450, 'en')).toBe('7.5');
    expect(hoursText(0, 'tr')).toBe('');
  });
});
