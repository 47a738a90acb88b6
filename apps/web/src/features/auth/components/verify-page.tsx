import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { getVerifyEmailQueryOptions } from '../api/verify-email.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import './auth.css';

const t = texts('auth');

/** /verify?token=… from the registration e-mail: verifies on load, then says how it went. */
export function VerifyPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const { isLoggedIn } = useAuth();
  const verification = useQuery({ ...getVerifyEmailQueryOptions(token), enabled: token !== '' });

  let body;
  if (!token) body = <Banner kind="error">{t('auth.verify.missingToken')}</Banner>;
  else if (verification.isPending) {
    body = (
      <div className="page-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('auth.verify.checking')}</span>
      </div>
    );
  } else if (verification.isError) {
    body = <Banner kind="error">{errorMessageOf(verification.error)}</Banner>;
  } else {
    body = (
      <Banner kind="success">
        <p>{verification.data.message ?? t('auth.verify.success')}</p>
        {verification.data.email && <p className="auth-page__email">{verification.data.email}</p>}
      </Banner>
    );
  }

  return (
    <>
      <PageHeader title={t('auth.verifyTitle')} backTo="/" />
      <div className="page-content auth-page">
        {body}
        {(!token || !verification.isPending) && (
          <Link to={isLoggedIn ? '/' : '/login'} className="button button--block">
            {isLoggedIn ? t('auth.verify.home') : t('auth.verify.login')}
          </Link>
        )}
      </div>
    </>
  );
}
