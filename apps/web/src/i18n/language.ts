/**
 * The diner's language (docs/decisions/046-diner-app-in-english.md): the one chosen in the app
 * and remembered on the phone, else the first of Turkish and English among the browser's
 * languages, else Turkish. Read once when the app starts; a new choice reloads the app, so
 * every text on screen and in memory is the new language's and only its texts are fetched.
 */
export type Language = 'tr' | 'en';
export const LANGUAGES: readonly Language[] = ['tr', 'en'];

/** The localStorage key of the diner's choice. */
export const LANGUAGE_KEY = 'masa-language';

const isLanguage = (value: unknown): value is Language => value === 'tr' || value === 'en';

/** The first of tr and en in the browser's list ('en-GB' is en); Turkish when neither is. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'tr';
}

/** The saved choice when it is one of ours, else the browser's. */
export function chooseLanguage(saved: string | null, languages: readonly string[]): Language {
  return isLanguage(saved) ? saved : browserLanguage(languages);
}

function savedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): the browser's language
  }
}

const browserList = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language];

/** The language of this page's life. */
export const language: Language = chooseLanguage(savedChoice(), browserList());

/** The locale of dates and times shown in the language (money stays tr-TR, ADR 046). */
export const dateLocale = language === 'en' ? 'en-GB' : 'tr-TR';

/** Remembers the choice and starts the app again in it. */
export function switchLanguage(next: Language): void {
  if (next === language) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // storage blocked: the reload falls back to the browser's language
  }
  location.reload();
}
