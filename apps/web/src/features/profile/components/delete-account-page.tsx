import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDeleteAccount } from '../hooks/use-delete-account.ts';
import '../../../components/profile/profile.css';

const t = texts('profile');

/**
 * /profile/delete (issue 35 §5, KVKK 6698 art. 7; ADR 090): what deleting the account erases
 * and what the restaurant keeps, then the password (for an account that has one) and the
 * button that deletes it.
 */
export function DeleteAccountPage() {
  const { user: storedUser } = useAuth();
  const user = useMe(true).data ?? storedUser;
  const { busy, error, remove } = useDeleteAccount();
  const [password, setPassword] = useState('');
  // A Google, Apple or guest account has no password: its recent sign-in or session proves it.
  const needsPassword = user?.hasPassword !== false;
  return (
    <>
      <PageHeader title={t('profile.deleteAccount.title')} backTo="/profile" />
      <div className="page-content">
        <section className="card delete-account" aria-labelledby="delete-account-erased">
          <h2 id="delete-account-erased">{t('profile.deleteAccount.erasedTitle')}</h2>
          <ul>
            {t.list('profile.deleteAccount.erased').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2>{t('profile.deleteAccount.keptTitle')}</h2>
          <ul>
            {t.list('profile.deleteAccount.kept').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="card__text">{t('profile.deleteAccount.before')}</p>
        </section>
        <form
          className="card form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            remove(needsPassword ? password : undefined);
          }}
        >
          {error && <Banner kind="error">{error}</Banner>}
          {needsPassword && (
            <TextField
              id="delete-account-password"
              label={t('profile.deleteAccount.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          <SubmitButton busy={busy} busyLabel={t('profile.deleteAccount.deleting')} danger>
            {t('profile.deleteAccount.confirm')}
          </SubmitButton>
          <Link to="/profile" className="button button--secondary button--block">
            {t('profile.deleteAccount.cancel')}
          </Link>
        </form>
      </div>
    </>
  );
}
