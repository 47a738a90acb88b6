import { texts } from '../../i18n/texts.ts';
import { isApiError } from '../api/api-error.ts';
import { failureText } from '../api/failure-text.ts';

const t = texts('bill');

/** The server's own words for a refusal, when it sent some (not the generic status text). */
function serverReason(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.generic) return null;
  const message = error.message.trim();
  return message !== '' ? message : null;
}

/**
 * 001 §8 split bill: 'Split Bill işlemi başarısız: {reason}' with the server's reason, else by
 * status 'Sunucu hatası. Lütfen tekrar deneyin.' (500), 'Geçersiz hesap isteği bilgileri'
 * (400), otherwise 'Hesap isteme işlemi sırasında bir hata oluştu'.
 */
export function splitErrorMessage(error: unknown): string {
  const reason = serverReason(error);
  if (reason !== null) return t('bill.splitPage.failed', { reason });
  const status = isApiError(error) ? error.status : 0;
  if (status >= 500) return t('bill.splitPage.server');
  if (status === 400) return t('bill.splitPage.badRequest');
  return t('bill.splitPage.generic');
}

/**
 * 001 §8 bill: the server's reason ('Tüm ürünler ödendi', a refused method…) as 'Hesap isteği
 * gönderilirken hata: {reason}', an order it does not know as 'Hesap istenilecek sipariş
 * bulunamadı.'; the network down 'Hesap isteği gönderilemedi.', too slow 'Hesap isteği sırasında
 * bir sorun oluştu.' (it may have arrived), each with the connection's words; an answer without
 * words 'Hesap istenirken bir hata oluştu. (Hata Kodu: …)'.
 */
export function billErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return t('bill.errors.notFound');
  const reason = serverReason(error);
  if (reason !== null) return t('bill.errors.withReason', { reason });
  if (isApiError(error) && error.kind === 'network') {
    return `${t('bill.errors.failed')} ${error.message}`;
  }
  if (isApiError(error) && error.kind === 'timeout') {
    return `${t('bill.errors.interrupted')} ${error.message}`;
  }
  return failureText(error, t('bill.errors.generic'));
}

/** The bill to ask for could not be read (the dialog's and the payment screen's figures). */
export const billLoadMessage = (error: unknown): string =>
  `${t('bill.errors.preparing')} ${failureText(error, t('bill.errors.generic'))}`;

/**
 * 001 §5: a bill request needs the order's id ('Sipariş ID bulunamadı') and its business
 * ('İşletme bilgisi bulunamadı'); null when it has both. Orders from the server always do: a
 * guard for an order read from elsewhere.
 */
export function billRequestGuard(order: { id?: string | null; businessId?: string | null }) {
  if (!order.id) return t('bill.errors.noOrderId');
  if (!order.businessId) return t('bill.errors.noBusiness');
  return null;
}
