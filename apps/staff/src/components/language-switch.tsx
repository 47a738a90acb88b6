import { type Language, useI18n } from '../i18n/i18n.tsx';

/** Türkçe / English, remembered on this device. */
export function LanguageSwitch() {
  const { t, language, setLanguage } = useI18n();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language')}</span>
      <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
        <option value="tr" lang="tr">
          Türkçe
        </option>
        <option value="en" lang="en">
          English
        </option>
      </select>
    </label>
  );
}
