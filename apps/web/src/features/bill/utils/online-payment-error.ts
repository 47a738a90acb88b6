import { texts } from '../../../i18n/texts.ts';
import { describeFailure } from '../../../lib/api/failure-text.ts';

const t = texts('bill');

/**
 * Why an online payment could not start, as the server says it ('Ödeme sağlayıcısına şu an
 * ulaşılamıyor…' for 503, 'Bu ürünler için başka bir ödeme sürüyor.' for 409), else 'Online
 * ödeme başlatılamadı.' with the connection's words or the status code; never a fake success.
 */
export const onlinePaymentErrorMessage = (error: unknown): string =>
  describeFailure(error, {
    refused: (reason) => reason,
    noAnswer: t('bill.online.startFailed'),
    service: t('bill.online.startFailed'),
  });
