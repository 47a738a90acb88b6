import { approvalPinBody } from '@masa/core/corrections/corrections.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { liraInput, parseLira } from '../../../lib/lira.ts';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useCorrectionSettings, useCorrectionWrite } from '../api/corrections.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';

/** The owner's approval limit and one's own approval PIN (ADR 073). */
export function ApprovalSettings({ onSaved, isOwner }: SectionSaved & { isOwner: boolean }) {
  const settings = useCorrectionSettings();
  if (!settings.data) return null;
  return (
    <>
      {isOwner && <ApprovalLimitForm limit={settings.data.approvalLimit} onSaved={onSaved} />}
      <ApprovalPinForm pinSet={settings.data.pinSet} onSaved={onSaved} />
    </>
  );
}

function ApprovalLimitForm({ limit, onSaved }: SectionSaved & { limit: number }) {
  const { t } = useI18n();
  const write = useCorrectionWrite<{ approvalLimit: number }>('limit');
  const [value, setValue] = useState(liraInput(limit));
  const form = useFormProblem();
  const save = () => {
    const approvalLimit = parseLira(value);
    if (approvalLimit === null) return form.setProblem(t('corrections.limitInvalid'));
    form.setProblem(null);
    write.mutate({ approvalLimit }, { onSuccess: () => onSaved(t('corrections.limitTitle')) });
  };
  return (
    <SettingsSection
      id="settings-approval-limit"
      title={t('corrections.limitTitle')}
      hint={t('corrections.limitHint')}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      <label>
        {t('corrections.limit')}
        <input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
    </SettingsSection>
  );
}

function ApprovalPinForm({ pinSet, onSaved }: SectionSaved & { pinSet: boolean }) {
  const { t } = useI18n();
  const write = useCorrectionWrite<{ password: string; pin: string }>('pin');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const form = useFormProblem();
  const save = () =>
    form.check(approvalPinBody.safeParse({ password, pin }), (body) =>
      write.mutate(body, {
        onSuccess: () => {
          setPassword('');
          setPin('');
          onSaved(t('corrections.pinTitle'));
        },
      }),
    );
  return (
    <SettingsSection
      id="settings-approval-pin"
      title={t('corrections.pinTitle')}
      hint={t('corrections.pinHint', { set: pinSet })}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      <label>
        {t('corrections.password')}
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label>
        {t('corrections.newPin')}
        <input
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        />
      </label>
    </SettingsSection>
  );
}
