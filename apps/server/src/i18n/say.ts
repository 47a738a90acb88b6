// The server's messages by id, said in a request's language (ADR 098). Catalogs are Lingui's
// JSON ("minimal": `{ "id": "ICU message" }`), one per locale per area under apps/server/locales
// (refusals, success answers, e-mails), and core's rule texts (`rules.*`, ADR 117); Turkish is
// the source and the API's contract, English the second language.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import rulesEn from '@masa/core/locales/en/rules.json' with { type: 'json' };
import staffRulesEn from '@masa/core/locales/staff/en/rules.json' with { type: 'json' };
import staffRulesTr from '@masa/core/locales/staff/tr/rules.json' with { type: 'json' };
import rulesTr from '@masa/core/locales/tr/rules.json' with { type: 'json' };
import { idMessage, readIdMessage } from '@masa/core/i18n/rule-text';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import answersEn from '../../locales/en/answers.json' with { type: 'json' };
import answersTr from '../../locales/tr/answers.json' with { type: 'json' };
import emailsEn from '../../locales/en/emails.json' with { type: 'json' };
import emailsTr from '../../locales/tr/emails.json' with { type: 'json' };
import errorsEn from '../../locales/en/errors.json' with { type: 'json' };
import errorsTr from '../../locales/tr/errors.json' with { type: 'json' };
import { languageOf, type RequestLanguage } from './request-language.ts';

// Core's rule texts in both their parts, the diner's and the back office's (ADR 117).
const turkish = { ...errorsTr, ...answersTr, ...emailsTr, ...rulesTr, ...staffRulesTr };
const english = { ...errorsEn, ...answersEn, ...emailsEn, ...rulesEn, ...staffRulesEn };

/** An id of the Turkish catalogs: an id they lack does not type-check. */
export type MessageId = keyof typeof turkish;
export type MessageValues = Readonly<Record<string, string | number>>;
/** A message not yet said: its id and the values its ICU placeholders take. */
export type Said = { readonly id: MessageId; readonly values: MessageValues };

/** A catalog compiled once at start-up, so saying a message only fills its placeholders. */
const compiled = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));

const speakers: Record<RequestLanguage, I18n> = {
  tr: setupI18n({ locale: 'tr', messages: { tr: compiled(turkish) } }),
  en: setupI18n({ locale: 'en', messages: { en: compiled(english) } }),
};

/** A message in a language: Turkish unless the request asked for English. */
export const say = (language: RequestLanguage, { id, values }: Said): string =>
  speakers[language]._(id, values);

/** A message in the language a request asks for: a route's success answer (`ok(data, sayTo(…))`). */
export const sayTo = (
  request: Parameters<typeof languageOf>[0],
  id: MessageId,
  values: MessageValues = {},
): string => say(languageOf(request), { id, values });

/** A message kept by its id, to be said later in the language of whoever reads it. */
export const said = (id: MessageId, values: MessageValues = {}): Said => ({ id, values });

/** What follows `error.VALIDATION_ERROR.` in an id: a field's message in a server schema. */
export type FieldMessageKey = MessageId extends infer Id
  ? Id extends `error.VALIDATION_ERROR.${infer Key}`
    ? Key
    : never
  : never;

/** Any message of the catalogs as a schema's message: a refusal's text a field shares. */
export const schemaMessage = (id: MessageId, values: MessageValues = {}): string =>
  idMessage(id, values);

/**
 * A field's message in a server-only schema, as its id and values
 * (`z.number({ error: fieldMessage('tip') })`, `fieldMessage('quantityMax', { max })`): the error
 * handler says it in the request's language. Core's schemas name core's rule texts the same way
 * (`rules.*`, ADR 117).
 */
export const fieldMessage = (key: FieldMessageKey, values: MessageValues = {}): string =>
  schemaMessage(`error.VALIDATION_ERROR.${key}`, values);

/** Whether a text is an id of the catalog. */
export const isMessageId = (text: string): text is MessageId => Object.hasOwn(turkish, text);

/**
 * A schema's field message in a language: an id of the catalogs with its values, a server
 * schema's (`fieldMessage`) or a core rule text (`ruleMessage`); any other text as it is.
 */
export function sayFieldMessage(language: RequestLanguage, message: string): string {
  const named = readIdMessage(message);
  return named && isMessageId(named.id)
    ? say(language, { id: named.id, values: named.values })
    : message;
}
