import { LANGUAGES, language, switchLanguage } from '../../../i18n/language.ts';
import { texts } from '../../../i18n/texts.ts';

const t = texts('app', 'profile');

/** The profile's language choice (ADR 046): each language named in itself; a choice reloads. */
export function ProfileLanguage() {
  return (
    <section className="card profile-settings" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className="profile-settings__title">
        {t('profile.language')}
      </h2>
      <div role="radiogroup" aria-labelledby="profile-language-title" className="profile-language">
        {LANGUAGES.map((option) => (
          <label key={option} lang={option} className="form-check profile-language__option">
            <input
              type="radio"
              name="language"
              value={option}
              checked={language === option}
              onChange={() => switchLanguage(option)}
            />
            <span>{t(`app.languages.${option}`)}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
