import { describe, expect, it } from 'vitest';
import { liraInput, parseLira } from './lira.ts';

describe('parseLira', () => {
  it('reads lira with a decimal comma or dot, and thousands dots', () => {
    expect(parseLira('12')).toBe(1200);
    expect(parseLira('12,5')).toBe(1250);
    expect(parseLira('12.50')).toBe(1250);
    expect(parseLira('1.250,75')).toBe(125075);
    expect(parseLira('1.250')).toBe(125000);
    expect(parseLira(' ₺0,05 ')).toBe(5);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1,234', '12,', '1e3']) expect(parseLira(text)).toBeNull();
  });
});

describe('liraInput', () => {
  it('writes kuruş as a lira field shows it, and parseLira reads it back', () => {
    for (const kurus of [0, 5, 700, 45_50, 125_075])
      expect(parseLira(liraInput(kurus))).toBe(kurus);
    expect(liraInput(700)).toBe('7,00');
  });
});
