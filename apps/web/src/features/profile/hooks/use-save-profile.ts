import type { ProfileUpdate } from '@masa/core/auth/auth.schemas';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { type StoredUser, storage } from '../../../lib/storage.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { type EmailProof, updateProfile } from '../api/update-profile.ts';
import { buildProfileChanges } from '../utils/build-profile-changes.ts';
import { profileSaveError } from '../utils/profile-save-error.ts';

const t = texts('profile');

export type SaveStatus =
  { kind: 'idle' | 'saving' } | { kind: 'success' | 'error' | 'info'; text: string };

/**
 * Saves the edit form (000 §4.5): the text update only when name, e-mail, phone or the
 * address changed, the avatar only when a new one was picked. Each answer replaces the stored
 * user. Returns the status to show.
 */
export function useSaveProfile(initialSaved: ProfileUpdate) {
  const { user, updateUser } = useAuth();
  const [saved, setSaved] = useState(initialSaved);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });

  const save = async (
    values: ProfileUpdate,
    image: Blob | null,
    proof: EmailProof = {},
  ): Promise<boolean> => {
    const changes = buildProfileChanges(saved, values);
    if (!changes && !image) {
      setStatus({ kind: 'info', text: t('profile.editPage.noChanges') });
      return false;
    }
    if (!storage.getToken()) {
      setStatus({
        kind: 'error',
        text: changes
          ? t('profile.editPage.errors.updateNoToken')
          : t('profile.editPage.errors.avatarNoToken'),
      });
      return false;
    }
    setStatus({ kind: 'saving' });
    let current: StoredUser = user ?? {};
    if (changes) {
      try {
        current = await updateProfile(
          changes.email !== undefined ? { ...changes, ...proof } : changes,
        );
      } catch (error) {
        setStatus({ kind: 'error', text: profileSaveError(error, 'update') });
        return false;
      }
      updateUser(current);
      // A retry after a failed photo upload does not send the saved text again.
      setSaved(values);
    }
    if (image) {
      try {
        updateUser(await uploadAvatar(image, current));
      } catch (error) {
        setStatus({ kind: 'error', text: profileSaveError(error, 'avatar') });
        return false;
      }
    }
    setStatus({ kind: 'success', text: t('profile.editPage.success') });
    return true;
  };

  return { status, save };
}
