import { texts } from '../../../i18n/texts.ts';
import { api } from '../../../lib/api-client.ts';
import type { StoredUser } from '../../../lib/storage.ts';
import { readUser } from '../../../lib/auth/read-user.ts';
import type { ProfileChanges } from '../utils/build-profile-changes.ts';

const t = texts('profile');

/** What proves an e-mail change: the current password, or the e-mailed code. */
export type EmailProof = { currentPassword?: string; emailCode?: string };

/**
 * PUT /users/updatedetails (000 §7.2): answers the updated user. A new e-mail goes with the
 * current password (docs/decisions/010-sessions-end-at-once.md), or for a Google or Apple account
 * the code sent to its current address (docs/decisions/051-account-proofs.md).
 */
export async function updateProfile(changes: ProfileChanges & EmailProof): Promise<StoredUser> {
  const user = readUser(await api.put<unknown>('/users/updatedetails', changes));
  if (!user) throw new Error(t('profile.editPage.errors.updateUnexpected'));
  return user;
}
