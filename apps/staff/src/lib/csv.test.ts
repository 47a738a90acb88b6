import { describe, expect, it } from 'vitest';
import { csvDecimal, csvField, csvLira, toCsv } from './csv.ts';

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

  // Issue 28: a product named like a formula ran in the owner's spreadsheet.
  it('writes a text field a spreadsheet would run as a formula as text, the OWASP way', () => {
    expect(csvField("=2+5+cmd|' /C calc'!A0")).toBe("'=2+5+cmd|' /C calc'!A0");
    expect(csvField('+90 532 000 00 00')).toBe("'+90 532 000 00 00");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    // Quoted too when it needs quotes: the prefix is inside them.
    expect(csvField('=HYPERLINK("http://x";"Tıkla")')).toBe(
      `"'=HYPERLINK(""http://x"";""Tıkla"")"`,
    );
    // Anything else stays as it was.
    expect(csvField('Çay')).toBe('Çay');
    expect(csvField('Kahve = mutluluk')).toBe('Kahve = mutluluk');
  });

  it('keeps numbers numbers, negative ones too', () => {
    expect(csvField(csvLira(-1999))).toBe('-19,99');
    expect(csvField(csvDecimal(-2.5))).toBe('-2,5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(12)).toBe('12');
    const text = toCsv(['Ürün', 'Tutar'], [["=2+5+cmd|' /C calc'!A0", csvLira(-500)]]);
    expect(text.slice(1)).toBe("Ürün;Tutar\r\n'=2+5+cmd|' /C calc'!A0;-5,00\r\n");
  });
});
