import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { keepTranslatorOnScreen } from './outside-react.ts';
import { mergeAreas, type Translate, translatorFor } from './translate.ts';

/**
 * Turkish and English through Lingui catalogs (docs/decisions/099-staff-app-on-lingui.md):
 * `useI18n().t('board.order', { n })`, ids and values checked by TypeScript against the Turkish
 * catalog. Only the current language's catalog is loaded, compiled at build.
 */
export type Language = 'tr' | 'en';
const STORAGE_KEY = 'masa-staff-language';

const catalogs: Record<Language, () => Promise<{ areas: Record<string, unknown> }>> = {
  tr: () => import('../locales/tr.ts'),
  en: () => import('../locales/en.ts'),
};

/**
 * The saved choice, else the browser's first language that we have, else Turkish: the screen's
 * language, and the one every request asks the server's refusals in (api-client.ts).
 */
export function chosenLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'tr' || saved === 'en') return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'tr' || base === 'en') return base;
  }
  return 'tr';
}

type I18n = { language: Language; t: Translate; setLanguage: (language: Language) => void };
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(chosenLanguage);
  // The texts shown: the previous language's until the chosen one has loaded.
  const [shown, setShown] = useState<{ language: Language; t: Translate } | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let current = true;
    catalogs[language]().then(
      ({ areas }) => {
        if (!current) return;
        const t = translatorFor(language, mergeAreas(areas));
        keepTranslatorOnScreen(t);
        setShown({ language, t });
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  // The page names its language once its texts are on screen in it, not when they have loaded:
  // a reader (or a test waiting on `lang`) that sees the name then finds the words.
  const shownLanguage = shown?.language;
  useLayoutEffect(() => {
    if (shownLanguage) document.documentElement.lang = shownLanguage;
  }, [shownLanguage]);
  const value = useMemo<I18n | null>(
    () =>
      shown && {
        ...shown,
        setLanguage: (next) => {
          localStorage.setItem(STORAGE_KEY, next);
          setLanguageState(next);
        },
      },
    [shown],
  );
  // Without its texts the app has no words to say this in: both languages, and the cause.
  if (failure)
    return <p role="alert">Metinler yüklenemedi / Texts did not load: {failure.message}</p>;
  if (!value) return null;
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
