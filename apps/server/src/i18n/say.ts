// The server's messages by id, said in a request's language (ADR 098). Catalogs are Lingui's
// JSON ("minimal": `{ "id": "ICU message" }`), one per locale per area under apps/server/locales;
// Turkish is the source and the API's contract, English the second language.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import errorsEn from '../../locales/en/errors.json' with { type: 'json' };
import errorsTr from '../../locales/tr/errors.json' with { type: 'json' };
import type { RequestLanguage } from '../lib/english/request-language.ts';

/** An id of the Turkish catalog: an id the catalog lacks does not type-check. */
export type MessageId = keyof typeof errorsTr;
export type MessageValues = Readonly<Record<string, string | number>>;
/** A message not yet said: its id and the values its ICU placeholders take. */
export type Said = { readonly id: MessageId; readonly values: MessageValues };

/** A catalog compiled once at start-up, so saying a message only fills its placeholders. */
const compiled = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));

const speakers: Record<RequestLanguage, I18n> = {
  tr: setupI18n({ locale: 'tr', messages: { tr: compiled(errorsTr) } }),
  en: setupI18n({ locale: 'en', messages: { en: compiled(errorsEn) } }),
};

/** A message in a language: Turkish unless the request asked for English. */
export const say = (language: RequestLanguage, { id, values }: Said): string =>
  speakers[language]._(id, values);

/** What follows `error.VALIDATION_ERROR.` in an id: a field's message in a server schema. */
export type FieldMessageKey = MessageId extends infer Id
  ? Id extends `error.VALIDATION_ERROR.${infer Key}`
    ? Key
    : never
  : never;

/**
 * A field's message in a server-only schema, as its id (`z.number({ error: fieldMessage('tip') })`):
 * the error handler says it in the request's language. Core's schemas, which the apps read too,
 * keep their Turkish texts.
 */
export const fieldMessage = (key: FieldMessageKey): MessageId => `error.VALIDATION_ERROR.${key}`;

/** Whether a text is an id of the catalog (a field's message given by `fieldMessage`). */
export const isMessageId = (text: string): text is MessageId => Object.hasOwn(errorsTr, text);
