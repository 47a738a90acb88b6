import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** What each settings form is given: told which section saved, for the screen's notice. */
export type SectionSaved = { onSaved: (section: string) => void };

/**
 * One part of the settings screen: a titled form with its hint, a save button and the error
 * that stopped it (the field's message from the core schema, said in the app's language, or the
 * server's).
 */
export function SettingsSection({
  id,
  title,
  hint,
  error,
  pending,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  error: string | null | undefined;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="settings-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className="settings-hint">{hint}</p>}
      <form className="settings-form" aria-labelledby={id} onSubmit={submit} noValidate>
        {children}
        <FormError error={error} />
        <button type="submit" className="primary" disabled={pending}>
          {pending ? t('settings.saving') : t('settings.save')}
        </button>
      </form>
    </section>
  );
}
