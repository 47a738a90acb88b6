import { language, switchLanguage } from '../../i18n/language.ts';
import { tr } from '../../i18n/tr.ts';

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
      {tr.app.languages[other]}
    </button>
  );
}
