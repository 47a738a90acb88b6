import { describe, expect, it } from 'vitest';
import { qrSheetFileName } from './qr-sheet.ts';

describe('QR sheet', () => {
  it('names the PDF after the business in plain ASCII, Turkish letters read as their base', () => {
    expect(qrSheetFileName('Ege Sofrası')).toBe('masa-qr-ege-sofrasi.pdf');
    expect(qrSheetFileName('Boğaziçi Lokantası')).toBe('masa-qr-bogazici-lokantasi.pdf');
    expect(qrSheetFileName('İŞÇİ Kahvesi & Çay')).toBe('masa-qr-isci-kahvesi-cay.pdf');
    expect(qrSheetFileName('Café Ünlü')).toBe('masa-qr-cafe-unlu.pdf');
    expect(qrSheetFileName('☕')).toBe('masa-qr-kodlari.pdf');
  });
});
