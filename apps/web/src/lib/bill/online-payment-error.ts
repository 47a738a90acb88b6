import { tr } from '../../i18n/tr.ts';
import { describeFailure } from '../api/failure-text.ts';

/**
 * Why an online payment could not start, as the server says it ('Ödeme sağlayıcısına şu an
 * ulaşılamıyor…' for 503, 'Bu ürünler için başka bir ödeme sürüyor.' for 409), else 'Online
 * ödeme başlatılamadı.' with the connection's words or the status code; never a fake success.
 */
export const onlinePaymentErrorMessage = (error: unknown): string =>
  describeFailure(error, {
    refused: (reason) => reason,
    noAnswer: tr.bill.online.startFailed,
    service: tr.bill.online.startFailed,
  });
