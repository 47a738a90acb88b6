import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffLoginInput, staffLoginSchema } from '@masa/core/staff/staff.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sayCoreMessage } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useSignIn } from '../../../lib/sign-in.ts';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/text-field.tsx';

/** E-mail and password of a staff account; the server's refusal is shown as it says it. */
export function SignInPage() {
  const { t } = useI18n();
  const signIn = useSignIn();
  const [remember, setRemember] = useState(true);
  const form = useForm<StaffLoginInput>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // The check is the server's own schema: its message is core's rule text, said here.
  const problem = (message: string | undefined) => message && sayCoreMessage(t, message);
  const submit = form.handleSubmit((values) => signIn.mutate({ ...values, remember }));

  return (
    <main className="sign-in">
      <form className="sign-in-card" onSubmit={submit} noValidate>
        <div className="sign-in-top">
          <h1>{t('signIn.title')}</h1>
          <LanguageSwitch />
        </div>
        <TextField
          id="email"
          label={t('signIn.email')}
          error={problem(errors.email?.message)}
          type="email"
          autoComplete="username"
          {...form.register('email')}
        />
        <TextField
          id="password"
          label={t('signIn.password')}
          error={problem(errors.password?.message)}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
        <Checkbox label={t('signIn.remember')} checked={remember} onChange={setRemember} />
        <FormError error={signIn.error} />
        <button type="submit" className="primary" disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
