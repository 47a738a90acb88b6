import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en } from './en.ts';
import { type Messages, tr } from './tr.ts';

/**
 * Turkish and English through a typed dictionary (docs/decisions/013-i18n.md): `useI18n().t`
 * is the current language's texts, checked by TypeScript key by key.
 */
export type Language = 'tr' | 'en';
const dictionaries: Record<Language, Messages> = { tr, en };
const STORAGE_KEY = 'masa-staff-language';

/** The saved choice, else the browser's first language that we have, else Turkish. */
export function initialLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'tr' || saved === 'en') return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'tr' || base === 'en') return base;
  }
  return 'tr';
}

type I18n = { language: Language; t: Messages; setLanguage: (language: Language) => void };
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo<I18n>(
    () => ({
      language,
      t: dictionaries[language],
      setLanguage: (next) => {
        localStorage.setItem(STORAGE_KEY, next);
        setLanguageState(next);
      },
    }),
    [language],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
