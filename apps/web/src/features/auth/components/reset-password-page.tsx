import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { type NewPassword, newPasswordSchema } from '../utils/new-password-schema.ts';
import './auth.css';
import { formResolver } from '../../../lib/form-resolver.ts';

const t = texts('auth');

type Status = { kind: 'idle' | 'saving' } | { kind: 'done' | 'error'; text: string };

/**
 * /reset-password?token=… from the e-mailed link: a new password and its confirmation. The
 * server ends every session of the account, so this device forgets its own too.
 */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const { isLoggedIn, logout } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPassword>({
    resolver: formResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = async ({ password }: NewPassword) => {
    setStatus({ kind: 'saving' });
    try {
      const message = await resetPassword({ token, password });
      if (isLoggedIn) void logout();
      setStatus({ kind: 'done', text: message ?? t('auth.reset.success') });
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessageOf(error) });
    }
  };

  const body = !token ? (
    <>
      <Banner kind="error">{t('auth.reset.missingToken')}</Banner>
      <Link to="/forgot-password" className="button button--block">
        {t('auth.reset.newLink')}
      </Link>
    </>
  ) : status.kind === 'done' ? (
    <>
      <Banner kind="success">{status.text}</Banner>
      <Link to="/login" className="button button--block">
        {t('auth.reset.login')}
      </Link>
    </>
  ) : (
    <>
      <p className="auth-page__intro">{t('auth.reset.intro')}</p>
      {status.kind === 'error' && (
        <Banner kind="error">
          <p>{status.text}</p>
          <Link to="/forgot-password">{t('auth.reset.newLink')}</Link>
        </Banner>
      )}
      <section className="card">
        <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
          <TextField
            id="reset-password"
            label={t('auth.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.hints.password')}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            id="reset-confirm"
            label={t('auth.fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <SubmitButton busy={status.kind === 'saving'} busyLabel={t('auth.reset.submitting')}>
            {t('auth.reset.submit')}
          </SubmitButton>
        </form>
      </section>
    </>
  );

  return (
    <>
      <PageHeader title={t('auth.resetPasswordTitle')} backTo="/login" />
      <div className="page-content auth-page">{body}</div>
    </>
  );
}
