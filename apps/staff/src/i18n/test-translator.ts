import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from './i18n.tsx';
import { type Translate, translatorFor } from './translate.ts';

// The app's catalogs and core's rule texts (ADR 117), as locales/{tr,en}.ts load them.
const catalogs: Record<Language, Record<string, Record<string, string>>> = {
  tr: import.meta.glob(
    [
      '../locales/tr/*.json',
      '../../../../packages/core/locales/tr/*.json',
      '../../../../packages/core/locales/staff/tr/*.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
  en: import.meta.glob(
    [
      '../locales/en/*.json',
      '../../../../packages/core/locales/en/*.json',
      '../../../../packages/core/locales/staff/en/*.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
};

/**
 * For unit tests, which run without the Vite plugin: a language's catalog compiled here, as the
 * plugin compiles it at build.
 */
export function testTranslator(language: Language): Translate {
  const messages: Messages = {};
  for (const area of Object.values(catalogs[language])) {
    for (const [id, message] of Object.entries(area)) messages[id] = compileMessage(message);
  }
  return translatorFor(language, messages);
}
