import { loginSchema } from '@masa/core/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { EmailField, SubmitButton } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import './auth.css';
import { formResolver } from '../../../lib/form-resolver.ts';

const t = texts('auth');

const emailSchema = loginSchema.pick({ email: true });
type Values = { email: string };
type Status = { kind: 'idle' | 'sending' } | { kind: 'sent' | 'error'; text: string };

/** /forgot-password: asks for the e-mail and sends the reset link (answered alike for all). */
export function ForgotPasswordPage() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: formResolver(emailSchema), defaultValues: { email: '' } });

  const submit = async ({ email }: Values) => {
    setStatus({ kind: 'sending' });
    try {
      const message = await requestPasswordReset(email);
      setStatus({ kind: 'sent', text: message ?? t('auth.forgot.sent') });
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessageOf(error) });
    }
  };

  return (
    <>
      <PageHeader title={t('auth.forgotPasswordTitle')} backTo="/login" />
      <div className="page-content auth-page">
        <p className="auth-page__intro">{t('auth.forgot.intro')}</p>
        {status.kind === 'error' && <Banner kind="error">{status.text}</Banner>}
        {status.kind === 'sent' && <Banner kind="success">{status.text}</Banner>}
        <section className="card">
          <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
            <EmailField
              id="forgot-email"
              label={t('auth.fields.email')}
              error={errors.email?.message}
              {...register('email')}
            />
            <SubmitButton busy={status.kind === 'sending'} busyLabel={t('auth.forgot.submitting')}>
              {t('auth.forgot.submit')}
            </SubmitButton>
          </form>
        </section>
        <p className="auth-page__switch">
          <Link to="/login">{t('auth.forgot.backToLogin')}</Link>
        </p>
      </div>
    </>
  );
}
