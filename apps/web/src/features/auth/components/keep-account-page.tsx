import { type KeepAccountInput, keepAccountSchema } from '@masa/core/auth/auth.schemas';
import { useState, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { carryAllergensToAccount } from '../../../lib/allergens/save-allergen-choice.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { REGISTER_FIELDS, fieldTexts } from './register-fields.ts';
import './auth.css';
import { preloadSignInActions } from '../../../lib/auth/use-sign-in-actions.ts';
import { formResolver } from '../../../lib/form-resolver.ts';

const t = texts('auth');

type FormValues = z.input<typeof keepAccountSchema>;
const EMPTY: FormValues = { name: '', email: '', password: '', confirmPassword: '' };
const FIELDS = REGISTER_FIELDS.filter(
  (field) => field.name in EMPTY,
) as ((typeof REGISTER_FIELDS)[number] & { name: keyof FormValues })[];

/**
 * /keep-account: a guest who ordered keeps the account with a name, an e-mail and a password
 * (the registration rules of 000 §5.2); the same account, so its orders stay (ADR 036). A
 * visitor is sent to registration, a registered diner to the profile.
 */
export function KeepAccountPage() {
  // The sign-in code is loaded while the diner fills in the form (ADR 029).
  useEffect(preloadSignInActions, []);
  const { isLoggedIn, user, keepAccount, updateUser } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<FormValues, unknown, KeepAccountInput>({
    resolver: formResolver(keepAccountSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  if (!isLoggedIn) return <Navigate to="/register" replace />;
  if (user?.isGuest !== true && !busy) return <Navigate to="/profile" replace />;

  const submit = async ({ confirmPassword: _confirm, ...payload }: KeepAccountInput) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await keepAccount(payload);
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      return;
    }
    notify.success(result.message ?? t('auth.guest.keepDone'));
    // The allergens chosen on this phone as a guest become the account's (ADR 045).
    await carryAllergensToAccount(updateUser).catch((failure: unknown) =>
      notify.warning((failure as Error).message),
    );
    void navigate('/orders', { replace: true });
  };

  return (
    <>
      <PageHeader title={t('auth.guest.keepTitle')} backTo="/orders" />
      <div className="page-content auth-page">
        <p className="auth-page__intro">
          {t('auth.guest.keepIntro')}{' '}
          <Link to="/privacy" target="_blank" rel="noopener">
            {t('auth.guest.privacyLink')}
          </Link>
        </p>
        {error && <Banner kind="error">{error}</Banner>}
        <section className="card">
          <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
            {FIELDS.map(({ name, ...input }) => (
              <TextField
                key={name}
                id={`keep-${name}`}
                error={errors[name]?.message}
                {...fieldTexts(name)}
                {...input}
                {...register(name, { onChange: () => clearErrors(name) })}
              />
            ))}
            <SubmitButton busy={busy} busyLabel={t('auth.guest.keepSubmitting')}>
              {t('auth.guest.keepSubmit')}
            </SubmitButton>
          </form>
        </section>
      </div>
    </>
  );
}
