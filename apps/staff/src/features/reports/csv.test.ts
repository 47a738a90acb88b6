import { describe, expect, it } from 'vitest';
import { csvDecimal, csvLira, toCsv } from './csv.ts';

describe('report CSV', () => {
  it('writes lira with a decimal comma, Excel-readable', () => {
    expect(csvLira(123450)).toBe('1234,50');
    expect(csvLira(5)).toBe('0,05');
    expect(csvLira(-1999)).toBe('-19,99');
    expect(csvLira(0)).toBe('0,00');
  });

  it('writes minutes with one decimal and a decimal comma', () => {
    expect(csvDecimal(25.5)).toBe('25,5');
    expect(csvDecimal(15)).toBe('15');
    expect(csvDecimal(7.26)).toBe('7,3');
  });

  it('starts with a BOM, separates by semicolons and quotes what needs it', () => {
    const text = toCsv(
      ['Ürün', 'Tutar'],
      [
        ['Çay; demlik', csvLira(4000)],
        ['"Şiş" kebap', 12],
      ],
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Ürün;Tutar\r\n"Çay; demlik";40,00\r\n"""Şiş"" kebap";12\r\n');
  });
});
