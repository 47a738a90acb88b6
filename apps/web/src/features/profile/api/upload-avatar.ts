import { texts } from '../../../i18n/texts.ts';
import { api } from '../../../lib/api-client.ts';
import type { StoredUser } from '../../../lib/storage.ts';
import { readUser } from '../../../lib/auth/read-user.ts';

const t = texts('profile');

/**
 * POST /users/avatar, multipart field `avatar` (000 §7.2). The answer is read as a user
 * (`data.user` or data itself) or as `data.avatar` alone, merged into `current`.
 */
export async function uploadAvatar(image: Blob, current: StoredUser): Promise<StoredUser> {
  const form = new FormData();
  form.append('avatar', image, 'avatar.jpg');
  const data = await api.upload<unknown>('/users/avatar', form);
  const user = readUser(data);
  if (user) return user;
  const avatar = (data as { avatar?: unknown } | null)?.avatar;
  if (typeof avatar === 'string' && avatar !== '') return { ...current, avatar };
  throw new Error(t('profile.editPage.errors.avatarUnexpected'));
}
