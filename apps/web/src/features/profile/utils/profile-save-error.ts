import { texts } from '../../../i18n/texts.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { serverText } from '../../../lib/auth/server-text.ts';

const t = texts('profile');

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
      return step === 'update'
        ? t('profile.editPage.errors.updateServiceMissing')
        : t('profile.editPage.errors.avatarServiceMissing');
    }
    const text = serverText(error, (status) =>
      t(
        step === 'update'
          ? 'profile.editPage.errors.updateHttp'
          : 'profile.editPage.errors.avatarHttp',
        { status },
      ),
    );
    if (text !== null) return text;
    return step === 'update'
      ? `${t('profile.editPage.errors.updateFailedBare')}: ${error.message}`
      : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return step === 'update'
    ? t('profile.editPage.errors.updateDefault')
    : t('profile.editPage.errors.avatarDefault');
}
