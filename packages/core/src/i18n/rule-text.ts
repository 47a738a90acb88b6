// Core's rule texts by id (docs/decisions/117-core-rule-texts-by-id.md). A rule both sides
// apply (a scheduled time, a party's size, a campaign code, a schema's field) names its message
// by an id of core's catalog, `locales/{tr,en}/rules.json`, and the values its ICU placeholders
// take; whoever shows it says it in the reader's language: the server in the request's (`say`),
// each app in the page's, reading core's catalog as one of its own (the `rules` area). The
// catalog is in two parts: `locales/` the rules a diner may read, which every app loads, and
// `locales/staff/` those of the back office and the service, which the diner's app never loads.
import type dinerRules from '../../locales/tr/rules.json';
import type staffRules from '../../locales/staff/tr/rules.json';

/** An id of core's Turkish catalog: an id it lacks does not type-check. */
export type RuleId = keyof typeof dinerRules | keyof typeof staffRules;
export type RuleValues = Readonly<Record<string, string | number>>;

/** A rule's message not yet said: its id and its values. */
export type RuleText = { readonly id: RuleId; readonly values: RuleValues };

export const ruleText = (id: RuleId, values: RuleValues = {}): RuleText => ({ id, values });

/**
 * A message by id as a schema's message, which zod keeps as a string: the id, then its values
 * as JSON when it has any (`rules.order.partyTooLarge {"seats":4,"most":8}`). The server writes
 * its own schemas' messages so too (`fieldMessage`); `readIdMessage` reads either back.
 */
export const idMessage = (id: string, values: RuleValues = {}): string =>
  Object.keys(values).length === 0 ? id : `${id} ${JSON.stringify(values)}`;

/** A core rule text as a schema's message. */
export const ruleMessage = ({ id, values }: RuleText): string => idMessage(id, values);

/** A dotted id alone or followed by its values: never a sentence, which has spaces in it. */
const ID_MESSAGE = /^([a-z]\w*(?:\.\w+)+)(?: (\{.*\}))?$/s;

/** The id and values a schema's message names, or undefined for a text. */
export function readIdMessage(message: string): { id: string; values: RuleValues } | undefined {
  const found = ID_MESSAGE.exec(message);
  if (!found) return undefined;
  try {
    const values: unknown = found[2] === undefined ? {} : JSON.parse(found[2]);
    if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
    return { id: found[1]!, values: values as RuleValues };
  } catch {
    return undefined;
  }
}

/** The core rule text a schema's message names, or undefined for any other message. */
export function readRuleMessage(message: string): RuleText | undefined {
  const read = readIdMessage(message);
  return read?.id.startsWith('rules.') ? (read as RuleText) : undefined;
}
