import { language, switchLanguage } from '../../i18n/language.ts';
import { texts } from '../../i18n/texts.ts';

const t = texts('app');

/**
 * The first screens' language switch (home, the scan page; ADR 046): the other language's name,
 * written in it. A tap remembers the choice on the phone and starts the app again in it.
 */
export function LanguageToggle() {
  const other = language === 'tr' ? 'en' : 'tr';
  return (
    <button
      type="button"
      lang={other}
      className="button button--on-primary"
      onClick={() => switchLanguage(other)}
    >
      {t(`app.languages.${other}`)}
    </button>
  );
}
