import { FISCAL_ADAPTERS, type FiscalAdapter } from '@masa/core/fiscal/fiscal.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSettingsWrite } from '../api/settings.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';

/**
 * "Yazarkasa (ÖKC) bağlantısı" (issue 35 §4, PUT /staff/settings/fiscal): how each payment
 * reaches the fiscal register — its fiş number typed in, an integrated GMP-3 register, or off
 * (a business outside Turkey); the server checks the choice and records it in "Kayıtlar".
 */
export function FiscalAdapterForm({ adapter, onSaved }: SectionSaved & { adapter: FiscalAdapter }) {
  const { t } = useI18n();
  const write = useSettingsWrite<{ adapter: FiscalAdapter }, unknown>(
    'put',
    () => '/staff/settings/fiscal',
  );
  const [value, setValue] = useState<FiscalAdapter>(adapter);
  return (
    <SettingsSection
      id="settings-fiscal"
      title={t('fiscal.settingsTitle')}
      hint={t('fiscal.settingsHint')}
      error={write.error?.message}
      pending={write.isPending}
      onSubmit={() =>
        write.mutate({ adapter: value }, { onSuccess: () => onSaved(t('fiscal.settingsTitle')) })
      }
    >
      <label>
        {t('fiscal.settingsTitle')}
        <select value={value} onChange={(event) => setValue(event.target.value as FiscalAdapter)}>
          {FISCAL_ADAPTERS.map((option) => (
            <option key={option} value={option}>
              {t.lookup(`fiscal.adapters.${option}`)}
            </option>
          ))}
        </select>
      </label>
    </SettingsSection>
  );
}
