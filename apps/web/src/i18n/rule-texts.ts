import { readRuleMessage, type RuleText } from '@masa/core/i18n/rule-text';
import { texts } from './texts.ts';

// Core's rule texts (docs/decisions/117-core-rule-texts-by-id.md): the `rules` area, read from
// core's catalog like the app's own, in the page's language.
const t = texts('rules');

/** Ids and values come from core, typed there by its Turkish catalog (`RuleText`). */
const sayById = t as unknown as (id: string, values: RuleText['values']) => string;

/** A rule's refusal from core in the page's language. */
export const sayRule = ({ id, values }: RuleText): string => sayById(id, values);

/** A core schema's message in the page's language: a rule text said, any other text as it is. */
export function sayMessage(message: string): string {
  const rule = readRuleMessage(message);
  return rule ? sayRule(rule) : message;
}
