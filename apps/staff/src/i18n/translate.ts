import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { MessageGroup, MessageId } from './message-ids.ts';
import type { MessageValues } from './message-values.ts';

/** A message's values, or none for a message without placeholders. */
type ValuesOf<Id extends MessageId> = Id extends keyof MessageValues
  ? [values: MessageValues[Id]]
  : [];

/**
 * The staff app's `t`: `t('board.order', { n: 12 })`. `t.lookup` is for an id built from data
 * (a payment method, a role) whose text may not exist: undefined then, as a missing key of the
 * old dictionary's records was, so the caller shows the raw value.
 */
export type Translate = {
  <Id extends MessageId>(id: Id, ...values: ValuesOf<Id>): string;
  lookup(id: `${MessageGroup}.${string}`): string | undefined;
};

/** Named number formats the catalogs use: `{minutes, number, oneDecimal}`. */
const FORMATS = {
  oneDecimal: { maximumFractionDigits: 1 },
  twoDigits: { minimumIntegerDigits: 2, useGrouping: false },
};

/**
 * An empty text or a missing value reaches the message as null, so one `select` branch covers
 * the old dictionary's `reason ? …` and `table ?? …` alike (ICU has no empty-string key).
 */
function normalized(values: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value === '' || value === undefined ? null : value,
    ]),
  );
}

export function translator(i18n: I18n): Translate {
  const t = (id: string, values?: Record<string, unknown>) =>
    i18n._(id, normalized(values), { formats: FORMATS });
  const lookup = (id: string) => (i18n.messages[id] === undefined ? undefined : i18n._(id));
  return Object.assign(t, { lookup });
}

/** One locale's area modules (each `{ messages }`, compiled by the Lingui Vite plugin) as one catalog. */
export function mergeAreas(areas: Record<string, unknown>): Messages {
  return Object.assign(
    {},
    ...Object.values(areas).map((area) => (area as { messages: Messages }).messages),
  );
}

/** A translator for one language's loaded catalog. */
export function translatorFor(language: string, messages: Messages): Translate {
  return translator(setupI18n({ locale: language, messages: { [language]: messages } }));
}
