import { describe, expect, it } from 'vitest';
import { ScanError } from '../api/resolve-scanned-code.ts';
import { scanFailureText } from './scan-failure-text.ts';
import { tableLinkFailure } from './table-link-failure.ts';

describe('the table link page (001 §8 Tables)', () => {
  it('says why a printed code led to no table, with a retry only when trying again can help', () => {
    expect(tableLinkFailure(new ScanError(() => 'x', 'noMatch'))).toEqual({
      text: 'Bu QR kod ile eşleşen masa bulunamadı.',
      retry: false,
    });
    expect(tableLinkFailure(new ScanError(() => 'x', 'notFound'))).toEqual({
      text: 'Masa bilgisi bulunamadı',
      retry: false,
    });
    expect(tableLinkFailure(new ScanError(() => 'x', 'retry'))).toEqual({
      text: 'Masa bilgisi alınırken hata oluştu. Lütfen tekrar deneyin.',
      retry: true,
    });
    expect(tableLinkFailure(new TypeError('x'))).toEqual({
      text: 'Masa bilgileri getirilemedi',
      retry: false,
    });
  });
});

describe('the scan page (000 §8.5), in Turkish on a Turkish phone', () => {
  it("shows a scan's own reason, and anything else as unexpected", () => {
    expect(scanFailureText(new ScanError((t) => t('qrScan.errors.unparsable')))).toBe(
      'QR kod okunamadı. Lütfen geçerli bir QR kod okutun.',
    );
    expect(scanFailureText(new TypeError('x is undefined'))).toBe(
      'QR kod işlenirken beklenmedik bir hata oluştu.',
    );
  });
});
