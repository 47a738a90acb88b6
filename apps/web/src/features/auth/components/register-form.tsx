import { type RegistrationInput, registrationSchema } from '@masa/core/auth/auth.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { describedBy, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { texts } from '../../../i18n/texts.ts';
import { REGISTER_FIELDS, fieldTexts } from './register-fields.ts';
import { formResolver } from '../../../lib/form-resolver.ts';

const t = texts('auth');

type FormValues = z.input<typeof registrationSchema>;
type FieldName = keyof FormValues;

const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * The registration form (000 §2.6, rules and messages of §5.2). Editing a field clears that
 * field's error; `serverErrors` (e.g. a taken e-mail) are shown on their fields.
 */
export function RegisterForm(props: {
  busy: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (values: RegistrationInput) => void;
}) {
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, RegistrationInput>({
    resolver: formResolver(registrationSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(props.serverErrors)) {
      if (field in EMPTY)
        setError(field as FieldName, { type: 'server', message }, { shouldFocus: true });
    }
  }, [props.serverErrors, setError]);

  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });
  const termsError = errors.acceptTerms?.message;

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void handleSubmit(props.onSubmit)(event)}
    >
      {REGISTER_FIELDS.map(({ name, ...input }) => (
        <TextField
          key={name}
          id={`register-${name}`}
          error={errors[name]?.message}
          {...fieldTexts(name)}
          {...input}
          {...field(name)}
        />
      ))}
      <div className="form-field">
        <div className="form-check">
          <input
            id="register-acceptTerms"
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={describedBy('register-acceptTerms', false, termsError)}
            {...field('acceptTerms')}
          />
          <label htmlFor="register-acceptTerms">
            <Link to="/terms" target="_blank" rel="noopener">
              {t('auth.register.termsLink')}
            </Link>
            {t('auth.register.and')}
            <Link to="/privacy" target="_blank" rel="noopener">
              {t('auth.register.privacyLink')}
            </Link>
            {t('auth.register.termsAfter')}
          </label>
        </div>
        {termsError && (
          <p id="register-acceptTerms-error" className="form-field__error">
            {termsError}
          </p>
        )}
      </div>
      <SubmitButton busy={props.busy} busyLabel={t('auth.register.submitting')}>
        {t('auth.register.submit')}
      </SubmitButton>
    </form>
  );
}
