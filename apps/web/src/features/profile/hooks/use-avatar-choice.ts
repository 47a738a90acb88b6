import { validateAvatarFile } from '@masa/core/auth/auth.schemas';
import { sayMessage } from '../../../i18n/rule-texts.ts';
import { useCallback, useEffect, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { resizeAvatar } from '../utils/resize-avatar.ts';

const t = texts('profile');

export type AvatarChoice = { image: Blob; previewUrl: string };

/**
 * A newly picked avatar: checked (2 MB; JPEG, PNG or GIF), drawn at most 300 px and kept as
 * the JPEG 0.7 that is both previewed and uploaded (000 §2.9, §5.3).
 */
export function useAvatarChoice() {
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  useEffect(
    () => () => {
      if (choice) URL.revokeObjectURL(choice.previewUrl);
    },
    [choice],
  );

  const choose = useCallback(async (file: File) => {
    const problem = validateAvatarFile(file);
    if (problem) {
      setError(sayMessage(problem));
      return;
    }
    setError(null);
    setProcessing(true);
    try {
      const image = await resizeAvatar(file);
      setChoice({ image, previewUrl: URL.createObjectURL(image) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('profile.editPage.errors.process'));
    } finally {
      setProcessing(false);
    }
  }, []);

  return { choice, error, processing, choose };
}
