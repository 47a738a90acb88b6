import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { clearBusinessData } from '../utils/clear-business-data.ts';

const t = texts('profile');

/**
 * 'Hesabımı kalıcı olarak sil': the server deletes the account and ends its sessions, then the
 * phone forgets it and opens the sign-in screen, which says the account was deleted. A refusal
 * (a wrong password) is shown as the server said it, and nothing is forgotten.
 */
export function useDeleteAccount() {
  const { failSession } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async (password: string | undefined) => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
    } catch (failure) {
      setError(errorMessageOf(failure));
      setBusy(false);
      return;
    }
    clearBusinessData();
    // NOTE: one transition, as auth-provider's session end: the sign-in screen and the
    // signed-out state render together, so the protected route does not send the visitor to
    // /login?redirectPath=/profile/delete first.
    startTransition(() => {
      void navigate('/login?accountDeleted=true', { replace: true });
      failSession(t('profile.deleteAccount.deleted'));
    });
  };
  return { busy, error, remove: (password: string | undefined) => void remove(password) };
}
