import type { RegistrationInput } from '@masa/core/auth/auth.schemas';
import { useState, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate.ts';
import { REGISTER_REDIRECT_MS } from '../utils/auth-timing.ts';
import { RegisterForm } from './register-form.tsx';
import './auth.css';
import { preloadSignInActions } from '../../../lib/auth/use-sign-in-actions.ts';

const t = texts('auth');

type Status =
  | { kind: 'idle' | 'submitting' | 'success' }
  | { kind: 'error'; message: string | null; fields: Record<string, string> };

const NO_FIELD_ERRORS: Record<string, string> = {};

/**
 * /register (000 §2.6): on success a message, then /login?fromRegister=true after 2 s. An
 * `invite` query (the invite link) is sent as the invite code.
 */
export function RegisterPage() {
  // The sign-in code is loaded while the diner fills in the form (ADR 029).
  useEffect(preloadSignInActions, []);
  const { register } = useAuth();
  const [query] = useSearchParams();
  const navigateLater = useDelayedNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const invite = query.get('invite')?.trim().slice(0, 64) || undefined;
  const redirectPath = query.get('redirectPath');

  const submit = async (values: RegistrationInput) => {
    if (status.kind === 'submitting' || status.kind === 'success') return;
    setStatus({ kind: 'submitting' });
    const { confirmPassword: _confirm, acceptTerms: _terms, ...payload } = values;
    const result = await register({ ...payload, ...(invite ? { inviteCode: invite } : {}) });
    if (!result.ok) {
      setStatus({ kind: 'error', message: result.message, fields: result.fields });
      return;
    }
    setStatus({ kind: 'success' });
    const login = redirectPath
      ? `/login?fromRegister=true&redirectPath=${encodeURIComponent(redirectPath)}`
      : '/login?fromRegister=true';
    navigateLater(login, REGISTER_REDIRECT_MS, { replace: true, state: { email: values.email } });
  };

  return (
    <>
      <PageHeader title={t('auth.registerTitle')} backTo="/login" />
      <div className="page-content auth-page">
        <p className="auth-page__intro">{t('auth.register.intro')}</p>
        {invite && <Banner kind="info">{t('auth.register.invited', { code: invite })}</Banner>}
        {status.kind === 'error' && status.message && (
          <Banner kind="error">{status.message}</Banner>
        )}
        {status.kind === 'success' && <Banner kind="success">{t('auth.register.success')}</Banner>}
        <section className="card">
          <RegisterForm
            busy={status.kind === 'submitting' || status.kind === 'success'}
            serverErrors={status.kind === 'error' ? status.fields : NO_FIELD_ERRORS}
            onSubmit={(values) => void submit(values)}
          />
        </section>
        <p className="auth-page__switch">
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.login')}</Link>
        </p>
      </div>
    </>
  );
}
