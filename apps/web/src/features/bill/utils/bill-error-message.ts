import { tr } from '../../../i18n/tr.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { messageForStatus } from '../../../lib/api/error-message.ts';

const t = tr.bill.splitPage;

/** The server's own words for a refusal, when it sent some (not the generic status text). */
function serverReason(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const message = error.message.trim();
  return message !== '' && message !== messageForStatus(error.status) ? message : null;
}

/**
 * 001 §8 split bill: 'Split Bill işlemi başarısız: {reason}' with the server's reason, else by
 * status 'Sunucu hatası. Lütfen tekrar deneyin.' (500), 'Geçersiz hesap isteği bilgileri'
 * (400), otherwise 'Hesap isteme işlemi sırasında bir hata oluştu'.
 */
export function splitErrorMessage(error: unknown): string {
  const reason = serverReason(error);
  if (reason !== null) return t.failed(reason);
  const status = isApiError(error) ? error.status : 0;
  if (status >= 500) return t.server;
  if (status === 400) return t.badRequest;
  return t.generic;
}

/**
 * 001 §8 bill: the server's reason ('Tüm ürünler ödendi', a refused method…) as
 * 'Hesap isteği gönderilirken hata: {reason}'; no answer at all 'Hesap isteği gönderilemedi.';
 * otherwise 'Hesap istenirken bir hata oluştu.'.
 */
export function billErrorMessage(error: unknown): string {
  const reason = serverReason(error);
  if (reason !== null) return tr.bill.errors.withReason(reason);
  if (isApiError(error) && error.kind !== 'http') return tr.bill.errors.failed;
  return tr.bill.errors.generic;
}
