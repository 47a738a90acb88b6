import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { tr } from '../../../i18n/tr.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDeleteAccount } from '../hooks/use-delete-account.ts';
import '../../../components/profile/profile.css';

/**
 * /profile/delete (issue 35 §5, KVKK 6698 art. 7; ADR 090): what deleting the account erases
 * and what the restaurant keeps, then the password (for an account that has one) and the
 * button that deletes it.
 */
export function DeleteAccountPage() {
  const t = tr.profile.deleteAccount;
  const { user: storedUser } = useAuth();
  const user = useMe(true).data ?? storedUser;
  const { busy, error, remove } = useDeleteAccount();
  const [password, setPassword] = useState('');
  // A Google, Apple or guest account has no password: its recent sign-in or session proves it.
  const needsPassword = user?.hasPassword !== false;
  return (
    <>
      <PageHeader title={t.title} backTo="/profile" />
      <div className="page-content">
        <section className="card delete-account" aria-labelledby="delete-account-erased">
          <h2 id="delete-account-erased">{t.erasedTitle}</h2>
          <ul>
            {t.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2>{t.keptTitle}</h2>
          <ul>
            {t.kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="card__text">{t.before}</p>
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
              label={t.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          <button type="submit" className="button button--danger button--block" disabled={busy}>
            {busy ? t.deleting : t.confirm}
          </button>
          <Link to="/profile" className="button button--secondary button--block">
            {t.cancel}
          </Link>
        </form>
      </div>
    </>
  );
}
