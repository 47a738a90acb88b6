import { zodResolver } from '@hookform/resolvers/zod';
import { acceptStaffLinkBody } from '@masa/core/staff/staff-members.schemas';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { sayCoreMessage } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { useSignIn } from '../../../lib/sign-in.ts';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/text-field.tsx';

const form = acceptStaffLinkBody.pick({ password: true });

/**
 * /staff/?link=… (ADR 031): the person who opened an invitation or password link chooses a
 * password; the link is used once, then they are signed in with it on this device.
 */
export function AcceptLinkPage({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useI18n();
  const signIn = useSignIn();
  const accept = useMutation({
    mutationFn: (password: string) =>
      api
        .post<{ email: string }>('/staff/links/accept', { token, password })
        .then(({ email }) => signIn.mutateAsync({ email, password, remember: true })),
    onSuccess: onDone,
  });
  const fields = useForm<z.infer<typeof form>>({
    resolver: zodResolver(form),
    defaultValues: { password: '' },
  });
  const { errors } = fields.formState;
  const submit = fields.handleSubmit(({ password }) => accept.mutate(password));
  return (
    <main className="sign-in">
      <form className="sign-in-card" onSubmit={submit} noValidate>
        <div className="sign-in-top">
          <h1>{t('members.setPassword')}</h1>
          <LanguageSwitch />
        </div>
        <p>{t('members.setPasswordText')}</p>
        <TextField
          id="new-password"
          label={t('members.newPassword')}
          error={errors.password && sayCoreMessage(t, errors.password.message ?? '')}
          type="password"
          autoComplete="new-password"
          {...fields.register('password')}
        />
        <FormError error={accept.error} />
        <button type="submit" className="primary" disabled={accept.isPending}>
          {t('members.savePassword')}
        </button>
      </form>
    </main>
  );
}
