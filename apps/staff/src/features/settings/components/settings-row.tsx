import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * The frame of one settings row (use-settings-row.ts): its fields, then 'Aktif', the button
 * that saves it (or adds it, on the empty row) and what went wrong.
 */
export function SettingsRow({
  row,
  label,
  adding,
  notice,
  children,
}: {
  /** The row's state (useSettingsRow): what is typed, how it saves, what went wrong. */
  row: {
    values: { active: boolean };
    set: (key: 'active', active: boolean) => void;
    save: (event: FormEvent) => void;
    pending: boolean;
    error: string | null | undefined;
  };
  label: string;
  adding: boolean;
  /** What the row says about itself under its button, e.g. a charge the law now forbids. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form className="settings-row" aria-label={label} onSubmit={row.save} noValidate>
      {children}
      <Checkbox
        label={t('settings.active')}
        checked={row.values.active}
        onChange={(checked) => row.set('active', checked)}
      />
      <button type="submit" disabled={row.pending}>
        {adding ? t('settings.add') : t('settings.save')}
      </button>
      {notice}
      <FormError error={row.error} />
    </form>
  );
}

type Field = { label: string; value: string; onChange: (value: string) => void };

/** A row's name and description, in Turkish and then in English (what an English diner reads). */
export function NameFields({
  name,
  description,
  nameEn,
  descriptionEn,
}: Record<'name' | 'description' | 'nameEn' | 'descriptionEn', Field>) {
  const input = ({ label, value, onChange }: Field, lang: 'tr' | 'en', grow: boolean) => (
    <label className={grow ? 'settings-grow' : undefined}>
      {label}
      <input
        lang={lang === 'en' ? 'en' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
  return (
    <>
      {input(name, 'tr', false)}
      {input(description, 'tr', true)}
      {input(nameEn, 'en', false)}
      {input(descriptionEn, 'en', true)}
    </>
  );
}

/** A settings card listing rows, the empty row that adds one last. */
export function SettingsList({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section className="settings-card settings-wide" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="settings-hint">{hint}</p>
      {children}
    </section>
  );
}
