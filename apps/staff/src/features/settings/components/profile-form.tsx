import {
  businessProfileBody,
  type StaffSettings,
} from '@masa/core/staff/business-settings.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useSettingsWrite } from '../api/settings.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';

type Profile = StaffSettings['profile'];

/** Name, phone, e-mail and address, as the diner's app shows them (PUT /staff/settings/profile). */
export function ProfileForm({ profile, onSaved }: SectionSaved & { profile: Profile }) {
  const { t } = useI18n();
  const write = useSettingsWrite<object, Profile>('put', () => '/staff/settings/profile');
  const [values, setValues] = useState({
    name: profile.name,
    phone: profile.phone,
    email: profile.email,
    ...profile.address,
  });
  const form = useFormProblem();
  const field = (key: keyof typeof values, label: string, type = 'text') => (
    <label>
      {label}
      <input
        type={type}
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </label>
  );
  const save = () => {
    const { name, phone, email, ...address } = values;
    form.check(businessProfileBody.safeParse({ name, phone, email, address }), (body) =>
      write.mutate(body, { onSuccess: () => onSaved(t('settings.sections.profile')) }),
    );
  };
  return (
    <SettingsSection
      id="settings-profile"
      title={t('settings.sections.profile')}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      {field('name', t('settings.profile.name'))}
      {field('phone', t('settings.profile.phone'), 'tel')}
      {field('email', t('settings.profile.email'), 'email')}
      {field('street', t('settings.profile.street'))}
      {field('state', t('settings.profile.district'))}
      {field('city', t('settings.profile.city'))}
      {field('zipCode', t('settings.profile.zipCode'))}
    </SettingsSection>
  );
}
