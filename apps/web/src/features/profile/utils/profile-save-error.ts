import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { serverText } from '../../../lib/auth/server-text.ts';

const T = later(() => tr.profile.editPage.errors);

/**
 * The text for a failed save (000 §8.3): the server's message, or 'Profil güncelleme
 * başarısız (HTTP n)' / 'Avatar yükleme başarısız (HTTP n)' when it gave none; a call the
 * server does not have (404 without words) 'Profil güncelleme hizmeti (metin) bulunamadı.' /
 * 'Avatar yükleme hizmeti bulunamadı.'; no answer 'Profil güncellenirken bir hata oluştu:' with
 * the connection's words (the avatar: the connection's words); otherwise the error's own text or
 * the default.
 */
export function profileSaveError(error: unknown, step: 'update' | 'avatar'): string {
  if (error instanceof ApiError) {
    if (error.kind === 'http' && error.generic && error.status === 404) {
      return step === 'update' ? T.updateServiceMissing : T.avatarServiceMissing;
    }
    const text = serverText(error, step === 'update' ? T.updateHttp : T.avatarHttp);
    if (text !== null) return text;
    return step === 'update' ? `${T.updateFailedBare}: ${error.message}` : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return step === 'update' ? T.updateDefault : T.avatarDefault;
}
