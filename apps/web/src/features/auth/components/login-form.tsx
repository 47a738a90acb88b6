import { type LoginInput, loginSchema } from '@masa/core/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { EmailField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { texts } from '../../../i18n/texts.ts';
import { formResolver } from '../../../lib/form-resolver.ts';

const t = texts('auth');

/**
 * E-mail and password (000 §5.1): both required on submit; the e-mail pattern is also checked
 * when the field is left with something in it.
 */
export function LoginForm(props: {
  defaultEmail: string;
  busy: boolean;
  submitLabel: string;
  errorId: string | undefined;
  onSubmit: (values: LoginInput) => void;
}) {
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: formResolver(loginSchema),
    defaultValues: { email: props.defaultEmail, password: '' },
  });

  return (
    <form
      className="form"
      noValidate
      aria-describedby={props.errorId}
      onSubmit={(event) => void handleSubmit(props.onSubmit)(event)}
    >
      <EmailField
        id="login-email"
        label={t('auth.fields.email')}
        error={errors.email?.message}
        {...register('email', {
          onBlur: (event: { target: { value: string } }) => {
            if (event.target.value.trim() !== '') void trigger('email');
          },
        })}
      />
      <TextField
        id="login-password"
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={props.busy}>{props.submitLabel}</SubmitButton>
    </form>
  );
}
