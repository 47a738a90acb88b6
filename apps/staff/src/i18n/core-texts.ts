import { readRuleMessage } from '@masa/core/i18n/rule-text';
import { ORDER_STATUS_LABELS_EN } from '@masa/core/orders/order-status-en';
import { ORDER_STATUS_LABELS } from '@masa/core/orders/order-status';
import type { Language } from './i18n.tsx';
import type { Translate } from './translate.ts';

/** An order's status as the table panel names it (the diner's words, 001 §4). */
export function orderStatusLabel(language: Language, status: string): string | undefined {
  const labels: Record<string, string> =
    language === 'en' ? ORDER_STATUS_LABELS_EN : ORDER_STATUS_LABELS;
  return labels[status];
}

/** Ids and values come from core, typed there by its Turkish catalog (`RuleText`). */
type SayById = (id: string, values: Readonly<Record<string, string | number>>) => string;

/**
 * A core schema's message in the current language: a rule text (`rules.*`, core's catalog, read
 * with the app's own; docs/decisions/117-core-rule-texts-by-id.md) said by `t`, any other text
 * (a staff schema's own words, the server's answer) as it is.
 */
export function sayCoreMessage(t: Translate, message: string): string {
  const rule = readRuleMessage(message);
  return rule ? (t as unknown as SayById)(rule.id, rule.values) : message;
}

/** The first message of a failed core-schema check, in the current language, or null. */
export const sayFirstIssue = (t: Translate, error: { issues: { message: string }[] }) => {
  const message = error.issues[0]?.message;
  return message === undefined ? null : sayCoreMessage(t, message);
};
