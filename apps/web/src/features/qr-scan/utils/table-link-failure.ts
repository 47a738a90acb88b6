import { texts } from '../../../i18n/texts.ts';
import { ScanError } from '../api/resolve-scanned-code.ts';

const t = texts('tableLink');

/**
 * What the Turkish table-link page says when a printed code's link leads to no table (001 §8
 * Tables): no table has the code 'Bu QR kod ile eşleşen masa bulunamadı.'; the server knows no
 * such table there 'Masa bilgisi bulunamadı'; the connection or the server failed 'Masa bilgisi
 * alınırken hata oluştu. Lütfen tekrar deneyin.' (with a retry); anything else 'Masa bilgileri
 * getirilemedi'.
 */
export function tableLinkFailure(error: unknown): { text: string; retry: boolean } {
  if (!(error instanceof ScanError)) return { text: t('tableLink.failed'), retry: false };
  switch (error.failure) {
    case 'noMatch':
      return { text: t('tableLink.noMatch'), retry: false };
    case 'retry':
      return { text: t('tableLink.retry'), retry: true };
    default:
      return { text: t('tableLink.notFound'), retry: false };
  }
}
