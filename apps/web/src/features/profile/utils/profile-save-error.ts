import { tr } from '../../../i18n/tr.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { serverText } from '../../auth/utils/server-text.ts';

const T = tr.profile.editPage.errors;

/**
 * The text for a failed save (000 §8.3): the server's message, or 'Profil güncelleme
 * başarısız (HTTP n)' / 'Avatar yükleme başarısız (HTTP n)' when it gave none; the request
 * client's text when no answer came; otherwise the error's own text or the default.
 */
export function profileSaveError(error: unknown, step: 'update' | 'avatar'): string {
  if (error instanceof ApiError) {
    const text = serverText(error, step === 'update' ? T.updateHttp : T.avatarHttp);
    return text ?? error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return step === 'update' ? T.updateDefault : T.avatarDefault;
}
