// Core's rule texts as a reader sees them, for tests (ADR 117): Lingui's rendering of core's
// catalog, as the server says it; the apps read the same catalog with the same ICU runtime
// (the staff app) or its compiled form (the diner app, compiled-message.ts).
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '../../locales/en/rules.json' with { type: 'json' };
import staffEnglish from '../../locales/staff/en/rules.json' with { type: 'json' };
import staffTurkish from '../../locales/staff/tr/rules.json' with { type: 'json' };
import turkish from '../../locales/tr/rules.json' with { type: 'json' };
import { readRuleMessage, type RuleText } from '../i18n/rule-text.ts';

type Language = 'tr' | 'en';

const speaker = (language: Language, catalog: Record<string, string>) =>
  setupI18n({
    locale: language,
    messages: {
      [language]: Object.fromEntries(
        Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]),
      ),
    },
  });
// Both parts of core's catalog: the diner's and the back office's.
const speakers = {
  tr: speaker('tr', { ...turkish, ...staffTurkish }),
  en: speaker('en', { ...english, ...staffEnglish }),
};

/**
 * A rule text, or a schema's message naming one, said in a language (Turkish by default); any
 * other message as it is, as the apps show it.
 */
export function sayRule(rule: RuleText | string, language: Language = 'tr'): string {
  const text = typeof rule === 'string' ? readRuleMessage(rule) : rule;
  return text ? speakers[language]._(text.id, text.values) : (rule as string);
}
