import type { LoginInput } from '@masa/core/auth/auth.schemas';
import { useRef, useState, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate.ts';
import { LOGIN_REDIRECT_MS, LOGIN_SUBMIT_GUARD_MS } from '../utils/auth-timing.ts';
import type { SocialProvider } from '../../../lib/auth/open-social-popup.ts';
import { safeRedirectPath } from '../utils/safe-redirect-path.ts';
import { sessionNotice } from '../utils/session-notice.ts';
import { LoginForm } from './login-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import './auth.css';
import { preloadSignInActions } from '../../../lib/auth/use-sign-in-actions.ts';

const t = texts('auth');

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'waiting' }
  | { kind: 'success' }
  | { kind: 'error'; text: string };

/** /login (000 §2.5): e-mail and password, Google and Apple, and the notices of its query. */
export function LoginPage() {
  // The sign-in code is loaded while the diner fills in the form (ADR 029).
  useEffect(preloadSignInActions, []);
  const { login, signInWithProvider } = useAuth();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const lastSubmit = useRef({ key: '', at: 0 });
  const notice = sessionNotice(query);
  const target = safeRedirectPath(query.get('redirectPath'));
  const registerHref = query.has('redirectPath')
    ? `/register?redirectPath=${encodeURIComponent(target)}`
    : '/register';
  const prefilledEmail = (location.state as { email?: unknown } | null)?.email;

  const succeed = () => {
    setStatus({ kind: 'success' });
    navigateLater(target, LOGIN_REDIRECT_MS, { replace: true });
  };

  const submit = async (values: LoginInput) => {
    // 000 §2.5: a second submit within 2 s is ignored, when it is the same one again (a double
    // tap). A corrected e-mail or password after a refusal goes through at once.
    const key = `${values.email}\n${values.password}`;
    const last = lastSubmit.current;
    if (last.key === key && Date.now() - last.at < LOGIN_SUBMIT_GUARD_MS) return;
    lastSubmit.current = { key, at: Date.now() };
    setStatus({ kind: 'submitting' });
    const result = await login(values);
    if (result.ok) succeed();
    else setStatus({ kind: 'error', text: result.error });
  };

  const social = async (provider: SocialProvider) => {
    setStatus({ kind: 'waiting' });
    const result = await signInWithProvider(provider);
    if (result.ok) succeed();
    else if (result.error === null) setStatus({ kind: 'idle' });
    else setStatus({ kind: 'error', text: result.error });
  };

  const busy =
    status.kind === 'submitting' || status.kind === 'waiting' || status.kind === 'success';
  return (
    <>
      <PageHeader title={t('auth.loginTitle')} backTo="/" />
      <div className="page-content auth-page">
        <p className="auth-page__intro">{t('auth.login.intro')}</p>
        {notice && status.kind === 'idle' && <Banner kind={notice.kind}>{notice.text}</Banner>}
        {status.kind === 'error' && (
          <Banner kind="error" id="login-error">
            {status.text}
          </Banner>
        )}
        {status.kind === 'success' && <Banner kind="success">{t('auth.login.success')}</Banner>}
        {status.kind === 'waiting' && <Banner kind="info">{t('auth.social.waiting')}</Banner>}
        <section className="card">
          <LoginForm
            defaultEmail={typeof prefilledEmail === 'string' ? prefilledEmail : ''}
            busy={busy}
            submitLabel={
              status.kind === 'submitting' ? t('auth.login.submitting') : t('auth.login.submit')
            }
            errorId={status.kind === 'error' ? 'login-error' : undefined}
            onSubmit={(values) => void submit(values)}
          />
          <p className="auth-page__links">
            <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
          </p>
        </section>
        <p className="auth-divider">
          <span>{t('auth.login.or')}</span>
        </p>
        <SocialButtons disabled={busy} onSignIn={(provider) => void social(provider)} />
        <p className="auth-page__switch">
          {t('auth.login.noAccount')} <Link to={registerHref}>{t('auth.login.register')}</Link>
        </p>
      </div>
    </>
  );
}
